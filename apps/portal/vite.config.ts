import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, normalizePath } from 'vite'
import { viteStaticCopy } from 'vite-plugin-static-copy'
import { areaChunk, noChunkCycles } from './scripts/chunk-areas.ts'

/** Secrets `scripts/dev.ts` passes in the environment; never written into a build. */
function devSecrets(): Record<string, string> {
  const names = ['JWT_SECRET', 'PASSWORD_PEPPER', 'DATA_KEY']
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])))
}

/**
 * The countries' flags (flag-icons' SVGs, one per two-letter code) served as /flags/<code>.svg: a page
 * loads only the flags it shows, and no script carries them. An emoji flag is two letters on Windows.
 */
const flagsDir = normalizePath(`${dirname(createRequire(import.meta.url).resolve('flag-icons/package.json'))}/flags/4x3`)

/**
 * `vite build --mode standalone` is the product for one machine (npm start, the tests): mail goes to a
 * D1 outbox readable at /dev/mailbox. Any other mode is a production build, without that code.
 */
export default defineConfig(({ mode, command }) => ({
  // The browser's scripts in fewer, larger chunks (the speed budget, ADR 0025): React and TanStack in one
  // chunk every page needs, and what a dozen or more chunks share in another, instead of ~40-80 small files.
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/, priority: 3 },
                // Chunks per area and per set of public pages, not per set of routes (scripts/chunk-areas.ts, ADR 0038).
                // Each module is placed by its own routes, so its dependencies are not pulled along.
                { name: areaChunk, priority: 2, includeDependenciesRecursively: false },
                { name: 'shared', minShareCount: 12, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  define: { __LOCAL_MODE__: JSON.stringify(mode === 'standalone' || mode === 'development') },
  plugins: [
    tailwindcss(),
    viteStaticCopy({ targets: [{ src: `${flagsDir}/??.svg`, dest: 'flags', rename: { stripBase: true } }] }),
    cloudflare({
      configPath: '../../wrangler.toml',
      viteEnvironment: { name: 'ssr' },
      // `npm run dev`: the same local D1 and Durable Object state, and secrets, as `npm start`.
      persistState: { path: '../../.wrangler/state' },
      ...(command === 'serve' && { config: { vars: devSecrets() } }),
    }),
    tanstackStart({
      srcDirectory: 'src',
      // A route's loader travels with its component (one chunk, fetched together), not in the first-load
      // chunk every page pays for: the loaders import the query modules and contract schemas of their pages
      // (the speed budget, ADR 0038).
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    react(),
    noChunkCycles(),
  ],
}))
