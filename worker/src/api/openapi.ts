import type { Hono } from 'hono'
import { generateSpecs, resolver } from 'hono-openapi'
import { version } from '../version'
import type { ApiEnv } from './context'
import { renderDocsPage } from './docs-page'
import { ErrorBodySchema } from './errors'

const documentation = {
  openapi: '3.1.0',
  info: {
    title: 'Proxy portal API',
    version,
    description:
      'Every call answers JSON. Failures answer `{"message": CODE}` with a code from the error catalogue ' +
      '(plus `details` for validation issues). Send `Authorization: Bearer <accessToken>` once signed in.',
  },
  components: {
    securitySchemes: {
      bearer: {
        type: 'http' as const,
        scheme: 'bearer',
        description: 'An access token (from POST /api/auth/login)',
      },
      apiKey: {
        type: 'http' as const,
        scheme: 'bearer',
        description:
          'A customer API key (pk_..., made on /api) or an extension token (pe_...): reads and proxy actions, never money, ' +
          'the account or its keys. Only operations that list this scheme take one; the others answer PERMISSION_DENIED (409).',
      },
      cookie: { type: 'apiKey' as const, in: 'cookie', name: 'accessToken', description: "The portal's httpOnly session cookie" },
      nodeKey: {
        type: 'apiKey' as const,
        in: 'header',
        name: 'X-Node-Key',
        description: "A proxy node's own key (pn_...), issued on /admin/inventory",
      },
    },
    responses: {
      Error: {
        description: 'A catalogue error code',
        content: { 'application/json': { schema: resolver(ErrorBodySchema) } },
      },
    },
  },
}

type Spec = Awaited<ReturnType<typeof generateSpecs>>

/** Serves `/openapi.json` and the readable `/docs` page, both built once from the routes' schemas. */
export function mountOpenApi<S extends Hono<ApiEnv>>(app: S): S {
  let spec: Promise<Spec> | undefined
  const specs = () => (spec ??= generateSpecs(app, { documentation, exclude: ['/api/openapi.json', '/api/docs'] }))
  app.get('/openapi.json', async (c) => c.json(await specs()))
  app.get('/docs', async (c) => c.html(renderDocsPage(await specs())))
  return app
}
