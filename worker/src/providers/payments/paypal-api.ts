import { centsFromDecimal, decimalFromCents } from '../../contract/money'
import { type Answer, authorized, failed, isAnswer, isOk, malformed, readyConfig } from './paypal-http'
import { record } from './provider-call'

/**
 * PayPal REST, Orders v2: create an order, send the buyer to approve it, capture it. Off without a client id and secret;
 * a failure is logged and answered as such, never taken for a payment.
 */
export type PaypalConfig = { apiUrl: string; clientId?: string; clientSecret?: string }

/** The capture states PayPal reports; only COMPLETED means the money is ours. */
export type PaypalCaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED' | 'FAILED'

/** A capture, with its amount in exact US cents. */
export type PaypalCapture = { id: string; status: PaypalCaptureStatus; amountCents: number; currency: string }

/** What we read of a PayPal order: its status, our reference (custom_id) and its first capture. */
export type PaypalOrder = { id: string; status: string; reference: string | null; capture: PaypalCapture | null }

/** Not configured: nothing was called. */
export type PaypalOff = { ok: false; reason: 'off' }
/** PayPal refused or could not be reached (logged); `status` when it answered. */
export type PaypalFailed = { ok: false; reason: 'failed'; status?: number }
/** The answer of capture and get. */
export type PaypalOrderResult = { ok: true; order: PaypalOrder } | PaypalOff | PaypalFailed

const CAPTURE_STATUSES: readonly string[] = ['COMPLETED', 'PENDING', 'DECLINED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'FAILED']

/** US cents -> PayPal's decimal string: 1234 -> "12.34". */
export function centsToPaypalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`not a positive amount of cents: ${cents}`)
  return decimalFromCents(cents)
}

/** PayPal's decimal string -> US cents without floating point: "12.34" -> 1234, "0.01" -> 1; null when it is not one. */
export function paypalValueToCents(value: string): number | null {
  return value.trim() === value ? centsFromDecimal(value) : null
}

/** Creates a USD order for `reference` (idempotent per reference) and answers where to send the buyer. */
export async function paypalCreateOrder(
  cfg: PaypalConfig,
  input: { reference: string; amountCents: number; returnUrl: string; cancelUrl: string },
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true; orderId: string; approveUrl: string } | PaypalOff | PaypalFailed> {
  const ready = readyConfig(cfg)
  if (!ready) return { ok: false, reason: 'off' }
  const { reference } = input
  const order = {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: reference,
        custom_id: reference,
        invoice_id: reference,
        amount: { currency_code: 'USD', value: centsToPaypalValue(input.amountCents) },
      },
    ],
    payment_source: {
      paypal: { experience_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: 'PAY_NOW' } },
    },
  }
  const what = 'PayPal create order'
  const answer = await authorized(ready, fetcher, what, '/v2/checkout/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paypal-request-id': `create-${reference}` },
    body: JSON.stringify(order),
  })
  if (!isAnswer(answer)) return answer
  if (!isOk(answer)) return failed(what, answer)
  const body = record(answer.body)
  const links = Array.isArray(body?.links) ? body.links.map(record) : []
  const link = links.find((l) => l?.rel === 'payer-action') ?? links.find((l) => l?.rel === 'approve')
  if (typeof body?.id !== 'string' || typeof link?.href !== 'string') return malformed(what, answer)
  return { ok: true, orderId: body.id, approveUrl: link.href }
}

/** Captures an approved order; an order captured before is not a failure: it is read back instead. */
export async function paypalCaptureOrder(
  cfg: PaypalConfig,
  orderId: string,
  requestId: string,
  fetcher: typeof fetch = fetch,
): Promise<PaypalOrderResult> {
  const ready = readyConfig(cfg)
  if (!ready) return { ok: false, reason: 'off' }
  const what = 'PayPal capture order'
  const answer = await authorized(ready, fetcher, what, `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paypal-request-id': requestId, prefer: 'return=representation' },
    body: '{}',
  })
  if (!isAnswer(answer)) return answer
  if (answer.status === 422 && hasIssue(answer.body, 'ORDER_ALREADY_CAPTURED')) return paypalGetOrder(cfg, orderId, fetcher)
  return orderResult(what, answer)
}

/** Reads an order, with its capture when there is one. */
export async function paypalGetOrder(cfg: PaypalConfig, orderId: string, fetcher: typeof fetch = fetch): Promise<PaypalOrderResult> {
  const ready = readyConfig(cfg)
  if (!ready) return { ok: false, reason: 'off' }
  const what = 'PayPal get order'
  const answer = await authorized(ready, fetcher, what, `/v2/checkout/orders/${encodeURIComponent(orderId)}`, { method: 'GET' })
  if (!isAnswer(answer)) return answer
  return orderResult(what, answer)
}

function orderResult(what: string, answer: Answer): PaypalOrderResult {
  if (!isOk(answer)) return failed(what, answer)
  const order = parseOrder(answer.body)
  return order ? { ok: true, order } : malformed(what, answer)
}

function parseOrder(value: unknown): PaypalOrder | null {
  const body = record(value)
  if (typeof body?.id !== 'string' || typeof body.status !== 'string') return null
  const unit = Array.isArray(body.purchase_units) ? record(body.purchase_units[0]) : null
  const payments = record(unit?.payments)
  const first = Array.isArray(payments?.captures) ? record(payments.captures[0]) : null
  const customId = unit?.custom_id ?? first?.custom_id
  const reference = typeof customId === 'string' ? customId : null
  if (!first) return { id: body.id, status: body.status, reference, capture: null }
  const amount = record(first.amount)
  const amountCents = typeof amount?.value === 'string' ? paypalValueToCents(amount.value) : null
  if (typeof first.id !== 'string' || typeof first.status !== 'string' || !CAPTURE_STATUSES.includes(first.status)) return null
  if (amountCents === null || typeof amount?.currency_code !== 'string') return null
  const capture = { id: first.id, status: first.status as PaypalCaptureStatus, amountCents, currency: amount.currency_code }
  return { id: body.id, status: body.status, reference, capture }
}

function hasIssue(body: unknown, issue: string): boolean {
  const details = record(body)?.details
  return Array.isArray(details) && details.some((detail) => record(detail)?.issue === issue)
}
