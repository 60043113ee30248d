import type { ReferenceField, ReferenceOperation } from '@proxy-portal/worker/contract/api-reference'

export const exampleLanguages = ['curl', 'python', 'javascript'] as const
export type ExampleLanguage = (typeof exampleLanguages)[number]

/** Stand-ins for what only the customer knows; angle brackets stay literal inside shell quotes (curl globs braces). */
export const API_KEY_PLACEHOLDER = '<YOUR_API_KEY>'
export const ROTATING_KEY_PLACEHOLDER = '<YOUR_ROTATING_KEY>'
const placeholder = (field: ReferenceField) => `<${field.name}>`

/** A value of the field's type that shows its shape: its default or first listed value, else a stand-in. */
function sample(field: ReferenceField): unknown {
  const listed = field.default ?? field.values[0]
  if (field.type === 'integer' || field.type === 'number') return listed === undefined ? 1 : Number(listed)
  if (field.type === 'boolean') return listed === undefined ? true : listed === 'true'
  if (field.type.endsWith('[]')) return [placeholder(field)]
  if (field.type === 'object') return {}
  return listed ?? placeholder(field)
}

/** What a call sends: its URL (path stand-ins, required query), the key's header, the JSON body if it has one. */
export type CallParts = { method: string; url: string; headers: [string, string][]; body?: Record<string, unknown> }

/**
 * The parts of a call from the customer's origin. Operations an API key may call send it as a Bearer
 * token; the rotating key's calls take their key in the query (`key`) and nothing else.
 */
export function callParts(origin: string, operation: ReferenceOperation, key: string): CallParts {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => `<${name}>`)
  const query = new URLSearchParams()
  for (const field of operation.fields.filter((f) => f.in === 'query' && f.required)) {
    query.set(field.name, field.name === 'key' ? key : String(sample(field)))
  }
  const search = query.size > 0 ? `?${query.toString().replaceAll('%3C', '<').replaceAll('%3E', '>')}` : ''
  const byQuery = operation.fields.some((field) => field.in === 'query' && field.name === 'key')
  const headers: [string, string][] = byQuery ? [] : [['Authorization', `Bearer ${key}`]]
  const bodyFields = operation.fields.filter((field) => field.in === 'body')
  if (bodyFields.length === 0) return { method: operation.method.toUpperCase(), url: `${origin}${path}${search}`, headers }
  const body = Object.fromEntries(bodyFields.filter((f) => f.required).map((f) => [f.name, sample(f)]))
  return {
    method: operation.method.toUpperCase(),
    url: `${origin}${path}${search}`,
    headers: [...headers, ['Content-Type', 'application/json']],
    body,
  }
}

/** Single quotes for the shell: nothing inside is expanded. */
const shell = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

function curl({ method, url, headers, body }: CallParts): string {
  const lines = [`curl -sS${method === 'GET' ? '' : ` -X ${method}`} ${shell(url)}`]
  for (const [name, value] of headers) lines.push(`  -H ${shell(`${name}: ${value}`)}`)
  if (body !== undefined) lines.push(`  -d ${shell(JSON.stringify(body))}`)
  return lines.join(' \\\n')
}

/** A JSON value written as Python (True, False, None). */
function pythonLiteral(value: unknown): string {
  if (value === null) return 'None'
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(', ')}]`
  if (typeof value === 'object') {
    return `{${Object.entries(value as object)
      .map(([k, v]) => `${JSON.stringify(k)}: ${pythonLiteral(v)}`)
      .join(', ')}}`
  }
  return JSON.stringify(value)
}

function python({ method, url, headers, body }: CallParts): string {
  const lines = ['import requests', '', `response = requests.request(${JSON.stringify(method)}, ${JSON.stringify(url)},`]
  const header = headers.filter(([name]) => name !== 'Content-Type')
  if (header.length > 0) lines.push(`    headers={${header.map(([n, v]) => `${JSON.stringify(n)}: ${JSON.stringify(v)}`).join(', ')}},`)
  if (body !== undefined) lines.push(`    json=${pythonLiteral(body)},`)
  lines.push(')', 'print(response.status_code, response.text)')
  return lines.join('\n')
}

function javascript({ method, url, headers, body }: CallParts): string {
  const options = [`method: ${JSON.stringify(method)}`]
  if (headers.length > 0) options.push(`headers: { ${headers.map(([n, v]) => `${JSON.stringify(n)}: ${JSON.stringify(v)}`).join(', ')} }`)
  if (body !== undefined) options.push(`body: JSON.stringify(${JSON.stringify(body)})`)
  return [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    ...options.map((option) => `  ${option},`),
    '})',
    'console.log(response.status, await response.text())',
  ].join('\n')
}

/** The example of one call in one language, ready to paste. */
export function example(language: ExampleLanguage, parts: CallParts): string {
  return language === 'curl' ? curl(parts) : language === 'python' ? python(parts) : javascript(parts)
}
