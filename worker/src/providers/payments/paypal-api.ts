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

const TIMEOUT_MS = 20_000
// A token is dropped this long before PayPal says it expires, so a call never starts with one about to lapse.
const TOKEN_MARGIN_MS = 60_000
const CAPTURE_STATUSES: readonly string[] = ['COMPLETED', 'PENDING', 'DECLINED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'FAILED']

const tokens = new Map<string, { token: string; expiresAt: number }>()

type Answer = { status: number; body: unknown; text: string }
type Ready = { base: string; clientId: string; clientSecret: string }

/** US cents -> PayPal's decimal string: 1234 -> "12.34". */
export function centsToPaypalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`not a positive amount of cents: ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** PayPal's decimal string -> US cents without floating point: "12.34" -> 1234, "0.01" -> 1; null when it is not one. */
export function paypalValueToCents(value: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : null
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

function readyConfig(cfg: PaypalConfig): Ready | null {
  if (!cfg.apiUrl || !cfg.clientId || !cfg.clientSecret) return null
  return { base: cfg.apiUrl.replace(/\/+$/, ''), clientId: cfg.clientId, clientSecret: cfg.clientSecret }
}

// Sends with a cached token; a 401 means PayPal no longer takes it, so it is dropped and the call made once more.
async function authorized(
  ready: Ready,
  fetcher: typeof fetch,
  what: string,
  path: string,
  init: RequestInit,
): Promise<Answer | PaypalFailed> {
  for (let attempt = 0; ; attempt++) {
    const token = await accessToken(ready, fetcher)
    if (typeof token !== 'string') return token
    const answer = await send(fetcher, what, `${ready.base}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    })
    if (!answer) return { ok: false, reason: 'failed' }
    if (answer.status !== 401 || attempt > 0) return answer
    tokens.delete(tokenKey(ready))
  }
}

async function accessToken(ready: Ready, fetcher: typeof fetch): Promise<string | PaypalFailed> {
  const key = tokenKey(ready)
  const cached = tokens.get(key)
  if (cached && cached.expiresAt > Date.now()) return cached.token
  const what = 'PayPal token'
  const answer = await send(fetcher, what, `${ready.base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${base64(`${ready.clientId}:${ready.clientSecret}`)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  })
  if (!answer) return { ok: false, reason: 'failed' }
  if (!isOk(answer)) return failed(what, answer)
  const body = record(answer.body)
  if (typeof body?.access_token !== 'string' || typeof body.expires_in !== 'number') return malformed(what, answer)
  const expiresAt = Date.now() + body.expires_in * 1000 - TOKEN_MARGIN_MS
  if (expiresAt > Date.now()) tokens.set(key, { token: body.access_token, expiresAt })
  return body.access_token
}

function tokenKey(ready: Ready): string {
  return `${ready.base}\n${ready.clientId}`
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

function base64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

async function send(fetcher: typeof fetch, what: string, url: string, init: RequestInit): Promise<Answer | null> {
  try {
    const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
    const text = await response.text()
    return { status: response.status, body: parseJson(text), text }
  } catch (error) {
    console.error(`${what}: unreachable: ${String(error)}`)
    return null
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function isAnswer(value: Answer | PaypalFailed): value is Answer {
  return 'text' in value
}

function isOk(answer: Answer): boolean {
  return answer.status >= 200 && answer.status < 300
}

function failed(what: string, answer: Answer): PaypalFailed {
  console.error(`${what}: answered ${answer.status}: ${answer.text.slice(0, 500)}`)
  return { ok: false, reason: 'failed', status: answer.status }
}

function malformed(what: string, answer: Answer): PaypalFailed {
  console.error(`${what}: unexpected answer: ${answer.text.slice(0, 500)}`)
  return { ok: false, reason: 'failed', status: answer.status }
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
}
