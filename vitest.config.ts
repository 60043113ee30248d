import { defineConfig } from 'vitest/config'

/** `npm test` runs every project: pure units, the Worker in workerd, both browser suites, and the proxy node. */
export default defineConfig({
  test: {
    projects: [
      'worker/vitest.unit.config.ts',
      'worker/vitest.config.ts',
      'worker/vitest.fuzz.config.ts',
      'worker/vitest.money-fuzz.config.ts',
      'worker/test/servers/vitest.config.ts',
      'apps/portal/vitest.config.ts',
      'apps/portal/e2e/vitest.config.ts',
      'apps/portal/e2e/vitest.layout.config.ts',
      'extension/vitest.config.ts',
      'extension/e2e/vitest.config.ts',
      'apps/node/vitest.config.ts',
      'apps/node/e2e/vitest.config.ts',
    ],
  },
})
