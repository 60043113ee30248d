/** The portal's session cookies (worker/src/api/cookies.ts): a request carrying one is a signed-in one. */
const SESSION_COOKIE = /(?:^|;\s*)(?:accessToken|refreshToken)=/

/**
 * Whether a request proves who sent it: a Bearer token or key, a proxy node's key, or the portal's
 * session cookie. What such a request gets back is that caller's own (passwords, balances, tokens).
 */
export function carriesCredentials(request: Request): boolean {
  const { headers } = request
  return headers.has('authorization') || headers.has('x-node-key') || SESSION_COOKIE.test(headers.get('cookie') ?? '')
}

/**
 * Private answers are never stored by a browser or a shared cache (issue 12, item 7): anything sent
 * to a caller who proved who they are, or that sets a cookie, is `no-store`, pages included (the proxy
 * list holds passwords). Other API answers are `no-store` too unless their route chose a policy: the
 * API is data read in-process by the portal's server rendering, so there is nothing to gain from caching it.
 */
export function cachePolicy(request: Request, response: Response, isApi: boolean): string | null {
  if (carriesCredentials(request) || response.headers.has('set-cookie')) return 'no-store'
  if (isApi && !response.headers.has('cache-control')) return 'no-store'
  return null
}
