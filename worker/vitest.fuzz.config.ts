import { FUZZ_FILES, workerProject } from './vitest.config.ts'

/** `npm test` runs the money and shop fuzzes here, in a workerd of their own (see vitest.config.ts). */
export default workerProject('worker-fuzz', FUZZ_FILES)
