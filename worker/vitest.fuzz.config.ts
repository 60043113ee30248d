import { workerProject } from './vitest.config.ts'

/** `npm test` runs the shop fuzz here, in a workerd of its own (see vitest.config.ts), in the browser lane. */
export default workerProject('worker-fuzz', ['test/shop-fuzz.test.ts'])
