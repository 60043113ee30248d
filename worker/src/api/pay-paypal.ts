import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { config } from '../config'
import { MoneyAnswer, OrderIdInput, UsdAmountInput } from '../contract/billing'
import { TopupView } from '../contract/ledger'
import { auditProviderEvent } from '../db/provider-events'
import { completePaypal, paypalConfig, paypalOn, startPaypal } from '../money/payments/paypal'
import { NOT_CREDITED_YET, PaypalEvent, receivePaypalEvent } from '../money/payments/paypal-events'
import { verifyPaypalWebhook } from '../providers/payments/paypal-webhook'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError, errorResponse } from './errors'
import { parseJson } from './json-body'
import { centsOf, paymentDeps } from './payment-context'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'
import { countRejectedWebhook, webhookGuard } from './webhook-guard'

const Started = v.object({ orderId: v.string(), approveUrl: v.string(), topup: TopupView })
const STALE_AFTER_MS = 3 * 24 * 3600_000

const create = [
  describe('user', 'PayPal (Orders v2): an order of at least 1 USD to approve', Started, 'signed-in'),
  signedIn(),
  validate('json', UsdAmountInput),
] as const

async function start(c: Context<ApiEnv>, amount: number) {
  const deps = await paymentDeps(c)
  if (!paypalOn(deps.config)) throw new ApiError('PAYMENT_METHOD_OFF')
  return unwrapResult(await startPaypal(deps, c.get('auth').user.id, centsOf(amount)))
}

export const payPaypal = new Hono<ApiEnv>()
  .post('/paypal-create-order', ...create, async (c) => c.json(await start(c, c.req.valid('json').amount), 200))
  // The spec names this call too; it is the same one.
  .post('/create-paypal-payment', ...create, async (c) => c.json(await start(c, c.req.valid('json').amount), 200))
  .post(
    '/complete-paypal-payment',
    describe('user', 'Back from PayPal: capture the order and credit it once', MoneyAnswer, 'signed-in'),
    signedIn(),
    validate('json', OrderIdInput),
    async (c) => {
      const deps = await paymentDeps(c)
      if (!paypalOn(deps.config)) throw new ApiError('PAYMENT_METHOD_OFF')
      return c.json(unwrapResult(await completePaypal(deps, c.get('auth').user.id, c.req.valid('json').orderId)), 200)
    },
  )
  .post(
    '/paypal-webhook',
    describe('user', "PayPal webhook, verified by PayPal's verify-webhook-signature call (ADR 0022)"),
    webhookGuard('paypal'),
    async (c) => {
      const raw = await c.req.text()
      const cfg = config(c.env)
      const db = c.get('db')
      const now = c.get('now')
      if (!paypalOn(cfg) || !cfg.PAYPAL_WEBHOOK_ID) return errorResponse(c, 'PAYMENT_METHOD_OFF')
      const time = c.req.header('paypal-transmission-time') ?? null
      // Refused unasked when stale: PayPal stops delivering after 3 days, so an older time is a replay.
      const fresh = now - Date.parse(time ?? '') <= STALE_AFTER_MS
      const check = fresh
        ? await verifyPaypalWebhook(paypalConfig(cfg), {
            headers: {
              transmissionId: c.req.header('paypal-transmission-id') ?? null,
              transmissionTime: time,
              transmissionSig: c.req.header('paypal-transmission-sig') ?? null,
              certUrl: c.req.header('paypal-cert-url') ?? null,
              authAlgo: c.req.header('paypal-auth-algo') ?? null,
            },
            rawBody: raw,
            webhookId: cfg.PAYPAL_WEBHOOK_ID,
          })
        : 'refused'
      // PayPal delivers again after any non-2xx answer: the way to have the message checked later.
      if (check === 'unavailable') return c.json({ ok: false }, 503)
      if (check === 'refused') {
        await countRejectedWebhook(c, 'paypal')
        return c.json({ ok: false }, 401)
      }
      const parsed = v.safeParse(PaypalEvent, parseJson(raw))
      const eventId = parsed.success ? parsed.output.id : null
      if (!parsed.success) {
        await auditProviderEvent(db, { provider: 'paypal', eventId, verified: true, outcome: 'malformed', raw }, now)
        return c.json({ ok: false }, 400)
      }
      const outcome = await receivePaypalEvent({ env: c.env, db, now }, parsed.output)
      await auditProviderEvent(db, { provider: 'paypal', eventId, verified: true, outcome, raw }, now)
      // PayPal delivers again after any non-2xx answer (for days): the way to see this event once more, later.
      if (outcome === NOT_CREDITED_YET) return c.json({ ok: false }, 409)
      return c.json({ ok: true }, 200)
    },
  )
