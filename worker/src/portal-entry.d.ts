// The portal's server entry as the Worker sees it (tsconfig `paths`). The portal is type-checked on
// its own, with DOM and React; this keeps the Worker's program free of both.
import type { PortalContext } from './contract/portal-context'

declare const portal: { fetch(request: Request, context: PortalContext): Promise<Response> }
export default portal
