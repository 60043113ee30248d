import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The proxy node as a process of its own, against a portal that checks the node contract, with
 * curl and Node's own clients carrying real traffic on loopback.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'node',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The files start processes and thousands of sockets: one at a time on two cores.
    fileParallelism: false,
    // One process for every file, not a new one per file (ADR 0043): each file starts its own node.
    isolate: false,
  },
})
