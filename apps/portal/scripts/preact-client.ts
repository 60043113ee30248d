import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * The browser build runs on `preact/compat` while the Worker renders with React (ADR 0041): react-dom
 * alone was 62 KiB gzip of the first load, more than the app code of every public page together.
 * Vite's `resolve.alias` applies to every environment, so this resolves React's entry points to
 * Preact's for the `client` environment only; the `ssr` environment (the Worker) keeps React.
 * Build only: `vite dev` keeps React in the browser (its dependency pre-bundling would need the same
 * mapping again), so what runs in production is what the tests build and run.
 */
const preactOf: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  // Preact's, hydrating a whole document as React does.
  'react-dom/client': fileURLToPath(new URL('../src/lib/preact-dom-client.ts', import.meta.url)),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react/compiler-runtime': 'preact/compat/compiler-runtime',
  scheduler: 'preact/compat/scheduler',
}

export function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(id, importer, options) {
      const target = preactOf[id]
      if (!target) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}
