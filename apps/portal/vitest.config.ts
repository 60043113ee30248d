import { defineConfig } from 'vitest/config'

/** Portal unit tests: pure code, in Node. The browser end-to-end tests live in e2e/. */
export default defineConfig({
  test: { name: 'portal', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' },
})
