/** Headers every response carries (the portal adds its own Content-Security-Policy with a nonce). */
const common: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
}

/** API answers are data (and one plain docs page): nothing may run or frame them. */
const apiPolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

/** `cacheControl`, when given, replaces whatever the response said (see private-answers.ts). */
export function withSecurityHeaders(response: Response, isApi: boolean, cacheControl: string | null = null): Response {
  // Responses from fetch() or a WebSocket upgrade can have immutable headers: every answer is copied.
  const secured =
    response.status === 101
      ? new Response(null, { status: 101, headers: new Headers(response.headers), webSocket: response.webSocket })
      : new Response(response.body, response)
  for (const [name, value] of Object.entries(common)) if (!secured.headers.has(name)) secured.headers.set(name, value)
  if (cacheControl) secured.headers.set('Cache-Control', cacheControl)
  if (isApi || !secured.headers.has('Content-Security-Policy'))
    secured.headers.set('Content-Security-Policy', isApi ? apiPolicy : "frame-ancestors 'none'")
  return secured
}
