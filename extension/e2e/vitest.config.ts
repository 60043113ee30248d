import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** The built Chrome extension in Debian's Chromium, against the built Worker on workerd and real squid. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'extension-e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One Chromium and one squid log at a time: the files read what squid and the site recorded.
    fileParallelism: false,
    // One process for every file, not a new one per file (ADR 0043): each file launches its own browser.
    isolate: false,
  },
})
