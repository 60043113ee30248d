import type { PortalContext } from '@proxy-portal/worker/contract/portal-context'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { ErrorPage } from './features/errors/error-page'
import { NotFoundPage } from './features/errors/not-found-page'
import { reportApiError } from './features/session/api-errors'
import { ApiError } from './lib/api'
import { localizeRouterUrl } from './lib/locale'
import { deLocalizeUrl } from './paraglide/runtime'
import { routeTree } from './routeTree.gen'

type RequestContext = PortalContext & { nonce: string }

/** This response's CSP nonce, for the inline scripts server rendering writes. */
const ssrNonce = createIsomorphicFn()
  .server(() => (getGlobalStartContext() as RequestContext | undefined)?.nonce)
  .client(() => undefined)

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: (count, error) => count < 1 && !(error instanceof ApiError) } },
    queryCache: new QueryCache({ onError: (error, query) => reportApiError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => reportApiError(error, mutation.meta) }),
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    ssr: { nonce: ssrNonce() },
    rewrite: {
      input: ({ url }) => deLocalizeUrl(url),
      output: ({ url }) => localizeRouterUrl(url),
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
    // What the Worker hands server rendering with each request (see worker/src/index.ts), plus the CSP nonce.
    server: { requestContext: RequestContext }
  }
}
