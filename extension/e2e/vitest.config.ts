import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** The built Chrome extension, loaded into Debian's Chromium. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: { name: 'extension-e2e', include: ['e2e/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
})
