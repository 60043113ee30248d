import { workerProject } from './vitest.config.ts'

/**
 * `npm test` runs the money fuzz here, in a workerd of its own (see vitest.config.ts), in the checks
 * lane: a project apart from the shop fuzz so that the two lanes end about together (ADR 0043).
 */
export default workerProject('worker-money-fuzz', ['test/money-fuzz.test.ts'])
