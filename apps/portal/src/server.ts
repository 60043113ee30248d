import handler from '@tanstack/react-start/server-entry'
import { paraglideMiddleware } from './paraglide/server'
import type { PortalContext } from '@proxy-portal/worker/contract/portal-context'

/** The portal's server entry: locale for the request (and the /en redirect), then server rendering. */
export default {
  fetch(request: Request, context: PortalContext): Promise<Response> {
    return paraglideMiddleware(request, () => handler.fetch(request, { context }))
  },
}
