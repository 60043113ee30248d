import { providerCall } from './provider-call'
/** The VAT invoice service: one POST per invoice request. Off unless both its URL and key are set; never pretends to have sent. */
export type InvoiceConfig = { apiUrl?: string; apiKey?: string }

/** What the company asked to be invoiced for; `amount` is VND, an integer. */
export type InvoiceRequest = {
  reference: string
  companyName: string
  taxCode: string
  address: string
  email: string
  amount: number
  description: string
}

/** The invoice id, or off, or failed (`status` when the service answered). */
export type InvoiceResult = { ok: true; id: string } | { ok: false; reason: 'off' } | { ok: false; reason: 'failed'; status?: number }

/** Sends an invoice request; the service answers the id it filed it under. */
export async function sendInvoiceRequest(cfg: InvoiceConfig, input: InvoiceRequest, fetcher: typeof fetch = fetch): Promise<InvoiceResult> {
  if (!cfg.apiUrl || !cfg.apiKey) return { ok: false, reason: 'off' }
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`not a positive VND amount: ${input.amount}`)
  const { reference, companyName, taxCode, address, email, amount, description } = input
  const init = {
    method: 'POST',
    headers: { authorization: `Bearer ${cfg.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reference, company_name: companyName, tax_code: taxCode, address, email, amount, description }),
  }
  const answer = await providerCall('invoice API', fetcher, cfg.apiUrl, init, idOf)
  return answer.ok ? { ok: true, id: answer.value } : answer
}

function idOf(text: string): string | null {
  try {
    const { id } = JSON.parse(text) ?? {}
    // An id may come as a number; it is kept as text.
    return (typeof id === 'string' && id) || (typeof id === 'number' && Number.isFinite(id)) ? String(id) : null
  } catch {
    return null
  }
}
