import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The worker's pure unit tests (`*.test.ts` beside the code in src/): plain Node, no workerd and no
 * fresh database per test. Anything that needs D1, a Durable Object or the Worker lives in test/; a
 * test beside the code that needs workerd's own runtime (MD5 in crypto.subtle) is `*.workerd.test.ts`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  define: { __LOCAL_MODE__: 'true' },
  test: {
    name: 'worker-unit',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.workerd.test.ts'],
    environment: 'node',
    // Pure modules keep no state between files: one worker for all is much faster than one per file.
    isolate: false,
  },
})
