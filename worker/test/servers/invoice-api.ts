import { json, serve } from './http'

type InvoiceRequest = {
  reference: string
  company_name: string
  tax_code: string
  address: string
  email: string
  amount: number
  description: string
}

const TEXT_FIELDS = ['reference', 'company_name', 'address', 'description'] as const

/**
 * Stands in for the VAT invoice service, with the key it is started with: `POST /invoices` with a Bearer key and the
 * JSON request (snake_case), answered `{id}`; a reference sent again gets its first id. Vietnamese tax codes have 10
 * digits, or 10 and a 3-digit branch. What it accepted is readable at `GET /received`.
 */
export async function startInvoiceApi(options: { apiKey: string }) {
  const received: (InvoiceRequest & { id: string })[] = []
  const server = await serve((request, body, response) => {
    if (request.method === 'GET' && request.url === '/received') return json(response, 200, received)
    if (request.method !== 'POST' || request.url !== '/invoices') return json(response, 404, { message: 'not found' })
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) return json(response, 401, { message: 'invalid API key' })
    const invalid = invalidField(body)
    if (typeof invalid === 'string') return json(response, 422, { message: `invalid or missing field: ${invalid}`, field: invalid })
    const known = received.find((r) => r.reference === invalid.reference)
    if (known) return json(response, 200, { id: known.id })
    const id = `inv_${received.length + 1}`
    received.push({ ...invalid, id })
    json(response, 201, { id })
  })
  return {
    ...server,
    /** The URL to configure as the invoice API URL. */
    invoicesUrl: `${server.url}/invoices`,
    /** The requests accepted so far, each with the id it was given. */
    received: () => [...received],
  }
}

// The request, or the name of the first field that is wrong.
function invalidField(body: string): InvoiceRequest | string {
  let input: Record<string, unknown>
  try {
    input = JSON.parse(body) ?? {}
  } catch {
    return 'body'
  }
  for (const field of TEXT_FIELDS) if (typeof input[field] !== 'string' || !input[field]) return field
  if (typeof input.tax_code !== 'string' || !/^\d{10}(-\d{3})?$/.test(input.tax_code)) return 'tax_code'
  if (typeof input.email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) return 'email'
  if (typeof input.amount !== 'number' || !Number.isSafeInteger(input.amount) || input.amount <= 0) return 'amount'
  return input as InvoiceRequest
}
