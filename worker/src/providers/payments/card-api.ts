import { providerCall } from './provider-call'
/**
 * A hosted card checkout in the Stripe Checkout style: create a session, send the buyer to its URL, read or expire it.
 * Off without a secret key; a failure is logged and answered as such.
 */
export type CardConfig = { apiUrl: string; secretKey?: string }

/** What we read of a checkout session. `amountTotal` is in the currency's minor unit (VND has none: whole dong). */
export type CardSession = {
  id: string
  url: string | null
  status: 'open' | 'complete' | 'expired'
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required'
  amountTotal: number
  currency: string
  reference: string | null
}

/** A session, or off, or failed (`status` when the provider answered). */
export type CardSessionResult =
  | { ok: true; session: CardSession }
  | { ok: false; reason: 'off' }
  | { ok: false; reason: 'failed'; status?: number }

const STATUSES: readonly string[] = ['open', 'complete', 'expired']
const PAYMENT_STATUSES: readonly string[] = ['paid', 'unpaid', 'no_payment_required']

/** Creates a one-item payment session for `reference`; the reference is the idempotency key, so a retry gets the same one. */
export async function cardCreateSession(
  cfg: CardConfig,
  input: { reference: string; amount: number; currency: 'vnd'; successUrl: string; cancelUrl: string },
  fetcher: typeof fetch = fetch,
): Promise<CardSessionResult> {
  if (!cfg.apiUrl || !cfg.secretKey) return { ok: false, reason: 'off' }
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`not a positive amount: ${input.amount}`)
  const form = new URLSearchParams({
    mode: 'payment',
    client_reference_id: input.reference,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    'line_items[0][price_data][currency]': input.currency,
    'line_items[0][price_data][unit_amount]': String(input.amount),
    'line_items[0][price_data][product_data][name]': 'Top-up',
    'line_items[0][quantity]': '1',
    'metadata[reference]': input.reference,
  })
  return call(cfg, fetcher, 'card create session', '/v1/checkout/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': input.reference },
    body: form.toString(),
  })
}

/** Reads a session: whether it was paid, and for how much. */
export function cardGetSession(cfg: CardConfig, id: string, fetcher: typeof fetch = fetch): Promise<CardSessionResult> {
  return call(cfg, fetcher, 'card get session', `/v1/checkout/sessions/${encodeURIComponent(id)}`, { method: 'GET' })
}

/** Expires an open session, so the buyer can no longer pay it. */
export function cardExpireSession(cfg: CardConfig, id: string, fetcher: typeof fetch = fetch): Promise<CardSessionResult> {
  return call(cfg, fetcher, 'card expire session', `/v1/checkout/sessions/${encodeURIComponent(id)}/expire`, { method: 'POST' })
}

async function call(cfg: CardConfig, fetcher: typeof fetch, what: string, path: string, init: RequestInit): Promise<CardSessionResult> {
  if (!cfg.apiUrl || !cfg.secretKey) return { ok: false, reason: 'off' }
  const headers = { ...(init.headers as Record<string, string>), authorization: `Bearer ${cfg.secretKey}` }
  const answer = await providerCall(what, fetcher, `${cfg.apiUrl.replace(/\/+$/, '')}${path}`, { ...init, headers }, parseSession)
  return answer.ok ? { ok: true, session: answer.value } : answer
}

function parseSession(text: string): CardSession | null {
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  const { id, url, status, payment_status, amount_total, currency, client_reference_id } = body ?? {}
  if (typeof id !== 'string' || typeof currency !== 'string' || typeof amount_total !== 'number' || !Number.isSafeInteger(amount_total))
    return null
  if (
    typeof status !== 'string' ||
    !STATUSES.includes(status) ||
    typeof payment_status !== 'string' ||
    !PAYMENT_STATUSES.includes(payment_status)
  ) {
    return null
  }
  return {
    id,
    url: typeof url === 'string' ? url : null,
    status: status as CardSession['status'],
    paymentStatus: payment_status as CardSession['paymentStatus'],
    amountTotal: amount_total,
    currency,
    reference: typeof client_reference_id === 'string' ? client_reference_id : null,
  }
}
