import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Worker tests run inside workerd with real local D1 (migrations applied) and Durable Objects. */
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: here('../wrangler.toml') },
      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations(here('../migrations')) } },
    }),
  ],
  resolve: {
    // The portal is built and tested end to end on its own; here the Worker's routing sees a stand-in.
    alias: { '@proxy-portal/portal/server': here('./test/portal-stand-in.ts') },
  },
  test: {
    name: 'worker',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/fresh-database.ts'],
    isolate: false,
  },
}))
