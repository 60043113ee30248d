import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Browser end-to-end tests: the built Worker on workerd, driven through Debian's Chromium. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'portal-e2e',
    include: ['e2e/**/*.test.ts'],
    // The layout walk is the project portal-layout (vitest.layout.config.ts).
    exclude: ['e2e/layout.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One process for every file (the files share no module state: each opens its own browser contexts),
    // not a new one per file: about 0.75 s less per file in a 2-core run (ADR 0043).
    isolate: false,
  },
})
