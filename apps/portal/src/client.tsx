import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * The browser's entry: TanStack Start's default, except that paraglide's URLPattern polyfill (6 KiB gzip)
 * is fetched only by a browser without URLPattern, before anything reads the locale from the URL.
 * scripts/compile-messages.ts takes its static import out of the portal's runtime (ADR 0038).
 */
async function hydrate() {
  if (!('URLPattern' in globalThis)) await import('@inlang/paraglide-js/urlpattern-polyfill')
  // What `<StartClient />` does, with the router made ready before hydrating rather than by suspending the
  // root on it: React keeps the server's HTML while its root suspends, Preact (the browser's, ADR 0041)
  // has no Suspense above the root to catch that promise.
  const router = await hydrateStart()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  })
}

void hydrate()
