import { createHmac, randomBytes } from 'node:crypto'
import { buyerPage, deliver, json, redirect, serve } from './http.ts'

type Order = {
  id: string
  checkout_url: string | null
  status: 'pending' | 'paid' | 'failed' | 'cancelled'
  amount: number
  currency: 'USD' | 'VND'
  reference: string
  return_url: string
  notify_url: string
  country: string | null
  created_at: string
}

const OUTCOMES = { pay: 'paid', fail: 'failed', cancel: 'cancelled' } as const

/**
 * Stands in for a hosted checkout gateway of the bytepay / tazapay / zpayment kind, with the API key it is started
 * with: `POST /v1/orders` (JSON; an Idempotency-Key replays the first answer, a reference is taken once) and
 * `GET /v1/orders/{id}`. `POST /test/orders/{id}/pay` (or `/fail`, `/cancel`) is the buyer at the gateway: it settles
 * the order and answers the webhook the gateway would send to notify_url, `{body, signature}` (X-Signature), signed
 * when started with a webhook secret. `checkout_url` is the gateway's page (the local sandbox under `npm start`): an
 * outcome chosen there settles the order the same way, posts the webhook to notify_url itself and sends the buyer to
 * return_url.
 */
export async function startHostedCheckout(options: { apiKey: string; webhookSecret?: string }) {
  const orders = new Map<string, Order>()
  const references = new Map<string, string>()
  const idempotent = new Map<string, { body: string; order: Order }>()

  const settle = (order: Order, outcome: keyof typeof OUTCOMES) => {
    Object.assign(order, { status: OUTCOMES[outcome], checkout_url: null })
    const { id, status, amount, currency, reference } = order
    const webhook = JSON.stringify({ id, status, amount, currency, reference })
    const signature = options.webhookSecret ? signHostedWebhook(webhook, options.webhookSecret) : null
    return { body: webhook, signature, notifyUrl: order.notify_url }
  }

  const server = await serve((request, body, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const page = /^\/checkout\/([^/]+?)(?:\/(pay|cancel))?$/.exec(path)
    if (page?.[1]) {
      const order = orders.get(decodeURIComponent(page[1]))
      if (order?.status !== 'pending') return json(response, 404, { error: 'not_found', message: 'No pending order.' })
      if (request.method === 'GET' && !page[2]) {
        const amount = `${order.currency === 'USD' ? (order.amount / 100).toFixed(2) : order.amount.toLocaleString('en')} ${order.currency}`
        return buyerPage(response, `Pay ${amount}`, [
          { label: 'Pay', action: `/checkout/${order.id}/pay` },
          { label: 'Cancel', action: `/checkout/${order.id}/cancel` },
        ])
      }
      const webhook = settle(order, page[2] === 'pay' ? 'pay' : 'cancel')
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...(webhook.signature && { 'x-signature': webhook.signature }),
      }
      return void deliver(webhook.notifyUrl, webhook.body, headers).then(() => redirect(response, order.return_url))
    }
    const control = /^\/test\/orders\/([^/]+)\/(pay|fail|cancel)$/.exec(path)
    if (request.method === 'POST' && control?.[1] && control[2]) {
      const order = orders.get(decodeURIComponent(control[1]))
      if (order?.status !== 'pending') return json(response, 409, { error: 'not_pending', message: 'The order is not pending.' })
      const webhook = settle(order, control[2] as keyof typeof OUTCOMES)
      return json(response, 200, { order: present(order), webhook })
    }

    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return json(response, 401, { error: 'unauthorized', message: 'Invalid API key.' })

    if (request.method === 'POST' && path === '/v1/orders') {
      const key = request.headers['idempotency-key']
      const replay = typeof key === 'string' ? idempotent.get(key) : undefined
      if (replay && replay.body !== body)
        return json(response, 409, { error: 'idempotency_conflict', message: 'Idempotency-Key reused with other parameters.' })
      if (replay) return json(response, 200, present(replay.order))
      const input = validOrder(body)
      if (typeof input === 'string')
        return json(response, 422, { error: 'invalid_request', message: `Invalid or missing field: ${input}`, field: input })
      if (references.has(input.reference))
        return json(response, 409, { error: 'duplicate_reference', message: 'An order with this reference exists.' })
      const id = `ord_${randomBytes(12).toString('hex')}`
      const order: Order = {
        id,
        checkout_url: `${server.url}/checkout/${id}`,
        status: 'pending',
        ...input,
        created_at: new Date().toISOString(),
      }
      orders.set(id, order)
      references.set(order.reference, id)
      if (typeof key === 'string') idempotent.set(key, { body, order: structuredClone(order) })
      return json(response, 201, present(order))
    }
    const match = /^\/v1\/orders\/([^/]+)$/.exec(path)
    if (request.method !== 'GET' || !match?.[1]) return json(response, 404, { error: 'not_found', message: 'No such route.' })
    const order = orders.get(decodeURIComponent(match[1]))
    if (!order) return json(response, 404, { error: 'not_found', message: 'No such order.' })
    json(response, 200, present(order))
  })
  return {
    ...server,
    /** An order as the stand-in holds it now. */
    order: (id: string) => orders.get(id),
  }
}

/** The X-Signature value of a hosted checkout webhook: hex HMAC-SHA256 of the raw body under the webhook secret. */
export function signHostedWebhook(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex')
}

function present(order: Order) {
  const { id, checkout_url, status, amount, currency, reference, country, created_at } = order
  return { id, checkout_url, status, amount, currency, reference, country, created_at }
}

// The order's fields from a create body, or the name of the first one that is wrong.
function validOrder(body: string): Omit<Order, 'id' | 'checkout_url' | 'status' | 'created_at'> | string {
  let input: Record<string, unknown>
  try {
    input = JSON.parse(body) ?? {}
  } catch {
    return 'body'
  }
  const { reference, amount, currency, return_url, notify_url, country } = input
  if (typeof reference !== 'string' || !reference || reference.length > 128) return 'reference'
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return 'amount'
  if (currency !== 'USD' && currency !== 'VND') return 'currency'
  if (typeof return_url !== 'string' || !URL.canParse(return_url)) return 'return_url'
  if (typeof notify_url !== 'string' || !URL.canParse(notify_url)) return 'notify_url'
  if (country !== undefined && (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))) return 'country'
  return { reference, amount, currency, return_url, notify_url, country: country ?? null }
}
