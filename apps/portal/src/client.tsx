import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * The browser's entry: TanStack Start's default, except that paraglide's URLPattern polyfill (6 KiB gzip)
 * is fetched only by a browser without URLPattern, before anything reads the locale from the URL.
 * scripts/compile-messages.ts takes its static import out of the portal's runtime (ADR 0038).
 */
async function hydrate() {
  if (!('URLPattern' in globalThis)) await import('@inlang/paraglide-js/urlpattern-polyfill')
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}

void hydrate()
