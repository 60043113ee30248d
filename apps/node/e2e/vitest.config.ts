import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The node program against the real product: the built Worker on workerd with its demo inventory on
 * the demo node, the node serving it on 127.0.0.1, curl and the portal's own checker as clients.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'node-e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One node on the demo node's fixed ports at a time.
    fileParallelism: false,
    // One process for every file, not a new one per file (ADR 0043): each file starts its own node.
    isolate: false,
  },
})
