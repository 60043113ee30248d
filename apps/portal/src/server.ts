import type { PortalContext } from '@proxy-portal/worker/contract/portal-context'
import handler from '@tanstack/react-start/server-entry'
import { newNonce, portalPolicy } from './content-security-policy'
import { paraglideMiddleware } from './paraglide/server'

/**
 * The portal's server entry: locale for the request (and the /en redirect), then server rendering
 * with a fresh CSP nonce that the page's inline scripts carry.
 */
export default {
  async fetch(request: Request, context: PortalContext): Promise<Response> {
    const nonce = newNonce()
    const response = await paraglideMiddleware(request, () => handler.fetch(request, { context: { ...context, nonce } }))
    // Vite's dev server injects scripts of its own; the policy applies to built portals.
    if (import.meta.env.DEV || !response.headers.get('content-type')?.includes('text/html')) return response
    const secured = new Response(response.body, response)
    secured.headers.set('Content-Security-Policy', portalPolicy(nonce, context.formOrigin))
    return secured
  },
}
