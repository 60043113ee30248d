/**
 * What the Worker's composition root hands the portal with every request: the API, in process,
 * so server rendering reaches it without a network hop.
 */
export type PortalContext = {
  api: (request: Request) => Response | Promise<Response>
}
