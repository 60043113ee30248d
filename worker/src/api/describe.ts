import { describeRoute, resolver } from 'hono-openapi'
import type { GenericSchema } from 'valibot'

export type Access = 'public' | 'signed-in' | 'api-key' | 'admin' | 'node'

const signedInSecurity: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }]
/**
 * Who may call an operation, in the OpenAPI document: `apiKey` marks the operations a customer API key
 * (or an extension token) may call, which the customer API reference on /api lists (ADR 0028).
 */
export const securityOf: Record<Exclude<Access, 'public'>, Record<string, string[]>[]> = {
  'signed-in': signedInSecurity,
  'api-key': [...signedInSecurity, { apiKey: [] }],
  admin: signedInSecurity,
  node: [{ nodeKey: [] }],
}
const labelOf: Record<Exclude<Access, 'public'>, string> = {
  'signed-in': 'signed-in',
  'api-key': 'signed-in or API key',
  admin: 'admin',
  node: 'node',
}

/** The OpenAPI description of one call: its family, what it does, what it answers, who may call it. */
export function describe(tag: string, summary: string, answers?: GenericSchema, access: Access = 'public') {
  return describeRoute({
    tags: [tag],
    summary: access === 'public' ? summary : `${summary} (${labelOf[access]})`,
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
