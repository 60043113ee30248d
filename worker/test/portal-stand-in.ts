import type { PortalContext } from '../src/contract/portal-context'

/** Stands in for the server-rendered portal: says it was reached and lets the API be called through it. */
export default {
  async fetch(request: Request, context: PortalContext): Promise<Response> {
    const url = new URL(request.url)
    if (url.searchParams.has('via-portal')) {
      return context.api(new Request(new URL(url.searchParams.get('via-portal') ?? '/', url)))
    }
    return new Response(`portal:${url.pathname}`, { headers: { 'content-type': 'text/plain' } })
  },
}
