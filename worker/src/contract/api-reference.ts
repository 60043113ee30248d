/**
 * The customer API reference on /api (ADR 0032), read from the OpenAPI document the Worker serves at
 * `/api/openapi.json`: the operations a customer API key may call (those listing the `apiKey` scheme)
 * and the rotating key's public calls (family `key`, no login). Pure, so the page and the tests read
 * the one document the same way.
 */
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** A parameter or a JSON body field, as the reference lists it. */
export type ReferenceField = {
  name: string
  in: 'path' | 'query' | 'body'
  required: boolean
  /** The JSON Schema type (`string[]` for an array of strings). */
  type: string
  /** The values it takes, when the document lists them (an enum or a constant). */
  values: string[]
  default?: string
}

export type ReferenceOperation = { method: HttpMethod; path: string; tag: string; summary: string; fields: ReferenceField[] }
export type CustomerReference = { apiKey: ReferenceOperation[]; keyCalls: ReferenceOperation[] }

type Schema = {
  type?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  oneOf?: Schema[]
}
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema }
type Operation = {
  tags?: string[]
  summary?: string
  security?: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
export type OpenApiDocument = { paths: Record<string, Partial<Record<HttpMethod, Operation>>> }

const typeOf = (schema: Schema): string =>
  schema.type === 'array' ? `${schema.items ? typeOf(schema.items) : 'unknown'}[]` : (schema.type ?? (schema.enum ? 'string' : 'object'))

function field(name: string, place: ReferenceField['in'], required: boolean, schema: Schema = {}): ReferenceField {
  const values = (schema.enum ?? (schema.const === undefined ? [] : [schema.const])).map(String)
  return {
    name,
    in: place,
    required,
    type: typeOf(schema),
    values,
    ...(schema.default !== undefined && { default: String(schema.default) }),
  }
}

/** The fields of a JSON body; a body of alternatives (oneOf) lists each field once, required when every alternative needs it. */
function bodyFields(schema: Schema | undefined): ReferenceField[] {
  const shapes = schema?.oneOf ?? (schema ? [schema] : [])
  const fields = new Map<string, ReferenceField>()
  for (const shape of shapes) {
    for (const [name, property] of Object.entries(shape.properties ?? {})) {
      const known = fields.get(name)
      const next = field(name, 'body', true, property)
      fields.set(name, known ? { ...known, values: [...new Set([...known.values, ...next.values])] } : next)
    }
  }
  return [...fields.values()].map((entry) => ({ ...entry, required: shapes.every((shape) => shape.required?.includes(entry.name)) }))
}

function operationOf(path: string, method: HttpMethod, operation: Operation): ReferenceOperation {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query')
  return {
    method,
    path,
    tag: operation.tags?.[0] ?? '',
    summary: operation.summary ?? '',
    fields: [
      ...parameters.map((p) => field(p.name, p.in as 'path' | 'query', p.in === 'path' || p.required === true, p.schema)),
      ...bodyFields(operation.requestBody?.content?.['application/json']?.schema),
    ],
  }
}

const schemesOf = (operation: Operation) => (operation.security ?? []).flatMap((entry) => Object.keys(entry))

/** The two lists of the reference, in the document's order. */
export function customerReference(document: OpenApiDocument): CustomerReference {
  const reference: CustomerReference = { apiKey: [], keyCalls: [] }
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = operations[method]
      if (!operation) continue
      if (schemesOf(operation).includes('apiKey')) reference.apiKey.push(operationOf(path, method, operation))
      else if (!operation.security && operation.tags?.includes('key')) reference.keyCalls.push(operationOf(path, method, operation))
    }
  }
  return reference
}
