import { createSign, createVerify, randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { crc32 } from 'node:zlib'
import { json, serve } from './http.ts'

const fixture = (name: string) => fileURLToPath(new URL(`../../src/providers/payments/fixtures/${name}`, import.meta.url))

type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED'

type Order = {
  id: string
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED'
  unit: { reference_id?: string; custom_id?: string; invoice_id?: string; amount: { currency_code: string; value: string } }
  createTime: string
  nextCaptureStatus: CaptureStatus
  capture?: { id: string; status: CaptureStatus; time: string }
  // Capture answers by PayPal-Request-Id: a retried capture gets the same answer, as PayPal gives it.
  captures: Map<string, unknown>
  // Where PayPal's page sends the buyer back (payment_source.paypal.experience_context).
  returnUrl?: string
  cancelUrl?: string
}

/**
 * Stands in for PayPal REST (Orders v2) with the client id and secret it is started with: OAuth client credentials,
 * order create (PayPal-Request-Id replays), get and capture (only once approved; a second capture answers 422
 * ORDER_ALREADY_CAPTURED). `POST /test/orders/{id}/approve` is what the buyer does on PayPal's page; a JSON body
 * `{captureStatus: 'PENDING' | 'DECLINED'}` makes its capture end so. Serves the fixture certificate at `certUrl`, and
 * verifies webhook signatures made with its key (`POST /v1/notifications/verify-webhook-signature`, as PayPal does, only
 * for a certificate of its own). `GET /test/stats` counts the verify calls and the certificate fetches.
 */
export async function startPaypalApi(options: { clientId: string; clientSecret: string; tokenTtlSeconds?: number }) {
  const certPem = existsSync(fixture('paypal-test-cert.pem')) ? readFileSync(fixture('paypal-test-cert.pem'), 'utf8') : null
  const tokens = new Set<string>()
  const orders = new Map<string, Order>()
  const byRequestId = new Map<string, string>()
  let tokenRequests = 0
  let verifyCalls = 0
  let certFetches = 0
  let base = ''

  const present = (order: Order) => {
    const capture = order.capture && {
      id: order.capture.id,
      status: order.capture.status,
      amount: order.unit.amount,
      final_capture: true,
      custom_id: order.unit.custom_id,
      invoice_id: order.unit.invoice_id,
      create_time: order.capture.time,
      update_time: order.capture.time,
    }
    const self = `${base}/v2/checkout/orders/${order.id}`
    const links = [{ href: self, rel: 'self', method: 'GET' }]
    if (order.status === 'PAYER_ACTION_REQUIRED')
      links.push({ href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' })
    if (order.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' })
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      payment_source: { paypal: {} },
      purchase_units: [{ ...order.unit, ...(capture && { payments: { captures: [capture] } }) }],
      create_time: order.createTime,
      links,
    }
  }

  const approve = (id: string, captureStatus: CaptureStatus = 'COMPLETED') => {
    const order = orders.get(id)
    if (order?.status !== 'PAYER_ACTION_REQUIRED') return false
    order.status = 'APPROVED'
    order.nextCaptureStatus = captureStatus
    return true
  }

  /**
   * PayPal's buyer page: GET shows the order with Pay and Cancel; paying approves it and sends the buyer
   * to the shop's return_url with `token` (the order id) and `PayerID`, cancelling to cancel_url.
   */
  const buyerPage = (request: IncomingMessage, path: string, response: ServerResponse) => {
    const token = new URL(request.url ?? '/', 'http://x').searchParams.get('token') ?? ''
    const order = orders.get(token)
    if (!order) return json(response, 404, { name: 'RESOURCE_NOT_FOUND' })
    if (path === '/checkoutnow') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      const amount = `${order.unit.amount.value} ${order.unit.amount.currency_code}`
      return response.end(
        `<!doctype html><title>PayPal stand-in</title><h1>Pay ${amount}</h1>` +
          `<form method="post" action="/checkoutnow/pay?token=${token}"><button>Pay Now</button></form>` +
          `<form method="post" action="/checkoutnow/cancel?token=${token}"><button>Cancel</button></form>`,
      )
    }
    const paid = path === '/checkoutnow/pay' && approve(token)
    const back = new URL((paid ? order.returnUrl : order.cancelUrl) ?? '/')
    back.searchParams.set('token', token)
    if (paid) back.searchParams.set('PayerID', 'STANDINPAYER1')
    response.writeHead(303, { location: back.href })
    return response.end()
  }

  const server = await serve((request, body, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path)
    const approvePath = /^\/test\/orders\/([^/]+)\/approve$/.exec(path)

    if (request.method === 'GET' && path === '/test/stats') return json(response, 200, { verifyCalls, certFetches })
    if (request.method === 'GET' && path === '/certs/test-cert.pem') {
      certFetches++
      if (!certPem) return json(response, 404, { name: 'RESOURCE_NOT_FOUND' })
      response.writeHead(200, { 'content-type': 'application/x-pem-file' })
      return response.end(certPem)
    }
    if (path === '/checkoutnow' || path === '/checkoutnow/pay' || path === '/checkoutnow/cancel') return buyerPage(request, path, response)
    if (request.method === 'POST' && approvePath?.[1]) {
      const { captureStatus } = (parse(body) ?? {}) as { captureStatus?: CaptureStatus }
      if (!approve(decodeURIComponent(approvePath[1]), captureStatus))
        return json(response, 404, { error: 'no order waiting for approval' })
      return json(response, 200, { approved: true })
    }
    if (request.method === 'POST' && path === '/v1/oauth2/token') {
      tokenRequests++
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`
      if (request.headers.authorization !== expected) {
        return json(response, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' })
      }
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return json(response, 400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' })
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`
      tokens.add(token)
      return json(response, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: options.tokenTtlSeconds ?? 32_400,
        nonce: randomUUID(),
      })
    }

    if (request.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      if (!isAuthorized(request, tokens)) return json(response, 401, { error: 'invalid_token' })
      verifyCalls++
      return verifyWebhookSignature(body, `${base}/certs/test-cert.pem`, certPem, response)
    }
    if (!path.startsWith('/v2/checkout/orders')) return json(response, 404, { name: 'RESOURCE_NOT_FOUND', message: 'no such route' })
    if (!isAuthorized(request, tokens)) {
      return json(response, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' })
    }
    const requestId = header(request, 'paypal-request-id')

    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      const known = requestId && byRequestId.get(requestId)
      const replay = known && orders.get(known)
      if (replay) return json(response, 200, present(replay))
      const unit = validOrder(parse(body))
      if (!unit) return paypalError(response, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE')
      const context = (
        parse(body) as { payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } } }
      )?.payment_source?.paypal?.experience_context
      const order: Order = {
        id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
        status: 'PAYER_ACTION_REQUIRED',
        returnUrl: context?.return_url,
        cancelUrl: context?.cancel_url,
        unit,
        createTime: new Date().toISOString(),
        nextCaptureStatus: 'COMPLETED',
        captures: new Map(),
      }
      orders.set(order.id, order)
      if (requestId) byRequestId.set(requestId, order.id)
      return json(response, 201, present(order))
    }

    const id = orderPath?.[1] ? decodeURIComponent(orderPath[1]) : ''
    const order = orders.get(id)
    if (!order) return paypalError(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    if (request.method === 'GET' && !orderPath?.[2]) return json(response, 200, present(order))
    if (request.method !== 'POST' || !orderPath?.[2]) return paypalError(response, 405, 'METHOD_NOT_SUPPORTED', 'METHOD_NOT_SUPPORTED')

    const replayed = requestId ? order.captures.get(requestId) : undefined
    if (replayed) return json(response, 201, replayed)
    if (order.status === 'COMPLETED') return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED')
    if (order.status !== 'APPROVED') return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED')
    order.status = 'COMPLETED'
    order.capture = {
      id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
      status: order.nextCaptureStatus,
      time: new Date().toISOString(),
    }
    const captured = present(order)
    if (requestId) order.captures.set(requestId, captured)
    json(response, 201, captured)
  })
  base = server.url
  return {
    ...server,
    certUrl: `${server.url}/certs/test-cert.pem`,
    /** How many times the token endpoint was called (to see the adapter's cache at work). */
    tokenRequests: () => tokenRequests,
    /** Makes every access token handed out so far invalid, as an expiry or a rotation would. */
    revokeTokens: () => tokens.clear(),
    /** The buyer's approval, without HTTP. */
    approve,
  }
}

/**
 * The PAYPAL-* headers PayPal sends with a webhook, signed with the fixture key (paypal-test-key.pem) over
 * `transmissionId|transmissionTime|webhookId|crc32(rawBody)`.
 */
export function signPaypalWebhook(
  rawBody: string,
  options: { webhookId: string; certUrl: string; transmissionId?: string; transmissionTime?: string },
): Record<string, string> {
  const transmissionId = options.transmissionId ?? randomUUID()
  const transmissionTime = options.transmissionTime ?? new Date().toISOString()
  const message = `${transmissionId}|${transmissionTime}|${options.webhookId}|${crc32(Buffer.from(rawBody, 'utf8'))}`
  const signature = createSign('RSA-SHA256')
    .update(message)
    .sign(readFileSync(fixture('paypal-test-key.pem'), 'utf8'))
    .toString('base64')
  return {
    'PAYPAL-TRANSMISSION-ID': transmissionId,
    'PAYPAL-TRANSMISSION-TIME': transmissionTime,
    'PAYPAL-TRANSMISSION-SIG': signature,
    'PAYPAL-CERT-URL': options.certUrl,
    'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
  }
}

type VerifyRequest = Record<'auth_algo' | 'cert_url' | 'transmission_id' | 'transmission_sig' | 'transmission_time' | 'webhook_id', unknown>

/**
 * PayPal's verify-webhook-signature: the CRC-32 is of the event exactly as the caller sent it (so a caller must pass the
 * body it received byte for byte), and PayPal trusts only certificates of its own.
 */
function verifyWebhookSignature(body: string, ownCertUrl: string, certPem: string | null, response: ServerResponse) {
  const input = parse(body) as VerifyRequest | null
  const event = rawMember(body, 'webhook_event')
  const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const
  if (!input || event === null || fields.some((field) => typeof input[field] !== 'string')) {
    return paypalError(response, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER')
  }
  const message = `${input.transmission_id}|${input.transmission_time}|${input.webhook_id}|${crc32(Buffer.from(event, 'utf8'))}`
  const signed =
    certPem !== null &&
    input.cert_url === ownCertUrl &&
    input.auth_algo === 'SHA256withRSA' &&
    createVerify('RSA-SHA256').update(message).verify(certPem, String(input.transmission_sig), 'base64')
  json(response, 200, { verification_status: signed ? 'SUCCESS' : 'FAILURE' })
}

/** The exact text of a top-level member's value in a JSON object's text, whitespace around it included; null when none. */
export function rawMember(text: string, key: string): string | null {
  let depth = 0
  let start = -1
  for (let at = 0; at < text.length; at++) {
    const ch = text[at]
    if (ch === '"') {
      let end = at + 1
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1
      const colon = /^\s*:/.exec(text.slice(end + 1))
      if (depth === 1 && start < 0 && colon && JSON.parse(text.slice(at, end + 1)) === key) {
        start = end + 1 + colon[0].length
        at = start - 1
      } else at = end
    } else if (ch === '{' || ch === '[') depth++
    else if (ch === '}' || ch === ']' || ch === ',') {
      if (depth === 1 && start >= 0) return text.slice(start, at)
      if (ch !== ',') depth--
    }
  }
  return null
}

function validOrder(value: unknown): Order['unit'] | null {
  const order = value as { intent?: unknown; purchase_units?: unknown } | null
  if (order?.intent !== 'CAPTURE' || !Array.isArray(order.purchase_units) || order.purchase_units.length !== 1) return null
  const unit = order.purchase_units[0] as Order['unit'] | null
  const amount = unit?.amount
  if (typeof amount?.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code)) return null
  // USD takes exactly two decimals or none, and is never zero.
  if (typeof amount.value !== 'string' || !/^\d{1,10}(\.\d{2})?$/.test(amount.value) || Number(amount.value) <= 0) return null
  if (
    unit &&
    [unit.custom_id, unit.invoice_id, unit.reference_id].some((v) => v !== undefined && (typeof v !== 'string' || v.length > 127))
  ) {
    return null
  }
  return unit
}

function isAuthorized(request: IncomingMessage, tokens: Set<string>): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')
  return Boolean(match?.[1] && tokens.has(match[1]))
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function paypalError(response: Parameters<typeof json>[0], status: number, name: string, issue: string): void {
  json(response, status, {
    name,
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: randomBytes(7).toString('hex'),
    details: [{ issue, description: issue.toLowerCase().replace(/_/g, ' ') }],
  })
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return null
  }
}
