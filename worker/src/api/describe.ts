import { describeRoute, resolver } from 'hono-openapi'
import type { GenericSchema } from 'valibot'

const signedInSecurity: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }]
const securityOf = { 'signed-in': signedInSecurity, admin: signedInSecurity, node: [{ nodeKey: [] }] }

/** The OpenAPI description of one call: its family, what it does, what it answers, who may call it. */
export function describe(
  tag: string,
  summary: string,
  answers?: GenericSchema,
  access: 'public' | 'signed-in' | 'admin' | 'node' = 'public',
) {
  return describeRoute({
    tags: [tag],
    summary: access === 'public' ? summary : `${summary} (${access})`,
    ...(access !== 'public' && { security: securityOf[access] }),
    responses: {
      200: {
        description: 'Done',
        ...(answers && { content: { 'application/json': { schema: resolver(answers) } } }),
      },
      default: { $ref: '#/components/responses/Error' },
    },
  })
}
