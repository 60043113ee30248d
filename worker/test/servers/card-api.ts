import { createHmac, randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { buyerPage, deliver, json, redirect, serve } from './http.ts'

type Session = {
  id: string
  object: 'checkout.session'
  mode: 'payment'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  url: string | null
  amount_subtotal: number
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string | null
  payment_intent: string | null
  created: number
  expires_at: number
  livemode: false
}

/**
 * Stands in for Stripe Checkout sessions with the secret key it is started with: create (form-encoded; an
 * Idempotency-Key replays the first answer, and refuses other parameters), get and expire (only open ones).
 * `POST /test/sessions/{id}/pay` is the buyer paying: it completes the session and answers it with the
 * `checkout.session.completed` event, and its Stripe-Signature when started with a webhook secret. The session's
 * `url` is Stripe's hosted page (the local sandbox under `npm start`): paying there sends the signed event to the
 * `webhookUrl` endpoint it was started with, as Stripe does, and the buyer to success_url; cancelling to cancel_url.
 */
export async function startCardApi(options: { secretKey: string; webhookSecret?: string; webhookUrl?: string }) {
  const sessions = new Map<string, Session>()
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>()

  // The buyer paid: the session completes, and Stripe's event about it (signed when there is a webhook secret).
  const complete = (session: Session) => {
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      url: null,
      payment_intent: `pi_${randomBytes(12).toString('hex')}`,
    })
    const event = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: session },
    })
    return { event, signature: options.webhookSecret ? signCardWebhook(event, options.webhookSecret) : null }
  }

  const server = await serve((request, body, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const pay = /^\/test\/sessions\/([^/]+)\/pay$/.exec(path)
    if (request.method === 'POST' && pay?.[1]) {
      const session = sessions.get(decodeURIComponent(pay[1]))
      if (session?.status !== 'open') return json(response, 404, { error: 'no open session' })
      return json(response, 200, { session, ...complete(session) })
    }
    const page = /^\/c\/pay\/([^/]+?)(?:\/(pay|cancel))?$/.exec(path)
    if (page?.[1]) {
      const session = sessions.get(decodeURIComponent(page[1]))
      if (session?.status !== 'open')
        return stripeError(response, 404, 'invalid_request_error', 'This Checkout Session is no longer active.')
      if (request.method === 'GET' && !page[2]) {
        const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`
        return buyerPage(response, `Pay ${amount} by card`, [
          { label: 'Pay with test card 4242', action: `/c/pay/${session.id}/pay` },
          { label: 'Cancel', action: `/c/pay/${session.id}/cancel` },
        ])
      }
      if (page[2] === 'cancel') return redirect(response, session.cancel_url ?? session.success_url)
      const { event, signature } = complete(session)
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) }
      if (!options.webhookUrl) return redirect(response, session.success_url)
      return void deliver(options.webhookUrl, event, headers).then(() => redirect(response, session.success_url))
    }

    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return stripeError(response, 401, 'invalid_request_error', 'Invalid API Key provided.')
    }
    const key = request.headers['idempotency-key']
    const replay = typeof key === 'string' && request.method === 'POST' ? idempotent.get(key) : undefined
    if (replay && replay.params !== `${path}?${body}`) {
      return stripeError(
        response,
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      )
    }
    if (replay) return json(response, replay.status, replay.body, { 'idempotent-replayed': 'true' })
    const answer = (status: number, value: unknown) => {
      // Stripe keeps the first answer to a key as it was then, refusals included, and gives it again to a retry.
      if (typeof key === 'string' && request.method === 'POST')
        idempotent.set(key, { params: `${path}?${body}`, status, body: structuredClone(value) })
      json(response, status, value)
    }

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body)
      const created = newSession(form, server.url)
      if (typeof created === 'string') return answer(400, { error: { type: 'invalid_request_error', message: created } })
      sessions.set(created.id, created)
      return answer(200, created)
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path)
    const session = match?.[1] ? sessions.get(decodeURIComponent(match[1])) : undefined
    if (!match) return stripeError(response, 404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path}).`)
    if (!session) return stripeError(response, 404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`)
    if (request.method === 'GET' && !match[2]) return json(response, 200, session)
    if (request.method !== 'POST' || !match[2]) return stripeError(response, 405, 'invalid_request_error', 'Method not allowed.')
    if (session.status !== 'open') {
      return answer(400, {
        error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status of `open` can be expired.' },
      })
    }
    Object.assign(session, { status: 'expired', url: null })
    answer(200, session)
  })
  return {
    ...server,
    /** A session as the stand-in holds it now. */
    session: (id: string) => sessions.get(id),
  }
}

/** The Stripe-Signature header for `rawBody`: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`. */
export function signCardWebhook(rawBody: string, secret: string, tSeconds: number = Math.floor(Date.now() / 1000)): string {
  return `t=${tSeconds},v1=${createHmac('sha256', secret).update(`${tSeconds}.${rawBody}`).digest('hex')}`
}

// A new open session from the create form, or what Stripe would say is wrong with it.
function newSession(form: URLSearchParams, base: string): Session | string {
  if (form.get('mode') !== 'payment') return 'Missing or unsupported parameter: mode.'
  const successUrl = form.get('success_url')
  if (!successUrl || !URL.canParse(successUrl)) return 'Missing required param: success_url.'
  const cancelUrl = form.get('cancel_url')
  if (cancelUrl !== null && !URL.canParse(cancelUrl)) return 'Invalid URL: cancel_url.'
  const currency = form.get('line_items[0][price_data][currency]') ?? ''
  if (!/^[a-z]{3}$/.test(currency)) return 'Invalid currency: line_items[0][price_data][currency].'
  const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'))
  const quantity = Number(form.get('line_items[0][quantity]'))
  if (!Number.isSafeInteger(unitAmount) || unitAmount <= 0) return 'Invalid integer: line_items[0][price_data][unit_amount].'
  if (!Number.isSafeInteger(quantity) || quantity < 1) return 'Invalid integer: line_items[0][quantity].'
  if (!form.get('line_items[0][price_data][product_data][name]'))
    return 'Missing required param: line_items[0][price_data][product_data][name].'
  const metadata: Record<string, string> = {}
  for (const [name, value] of form) {
    const field = /^metadata\[(.+)\]$/.exec(name)?.[1]
    if (field) metadata[field] = value
  }
  const id = `cs_test_${randomBytes(24).toString('base64url')}`
  const now = Math.floor(Date.now() / 1000)
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    url: `${base}/c/pay/${id}`,
    amount_subtotal: unitAmount * quantity,
    amount_total: unitAmount * quantity,
    currency,
    client_reference_id: form.get('client_reference_id'),
    metadata,
    success_url: successUrl,
    cancel_url: cancelUrl,
    payment_intent: null,
    created: now,
    expires_at: now + 24 * 3600,
    livemode: false,
  }
}

function stripeError(response: ServerResponse, status: number, type: string, message: string): void {
  json(response, status, { error: { type, message } })
}
