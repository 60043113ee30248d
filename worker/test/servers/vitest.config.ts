import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The payment adapters against the local servers that speak their providers' protocols, in Node (the servers need
 * node:http, which workerd has not). Named *.spec.ts so the Worker project (test/**\/*.test.ts, in workerd) leaves them.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'payment-servers', include: ['**/*.spec.ts'], environment: 'node' },
})
