/**
 * What the Worker's composition root hands the portal with every request: the API, in process,
 * so server rendering reaches it without a network hop.
 */
export type PortalContext = {
  api: (request: Request) => Response | Promise<Response>
  /** Where the portal's pages may post a form besides itself: the configured Perfect Money SCI's origin. */
  formOrigin: string
}
