import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { config } from '../config'
import { MoneyAnswer, OrderIdInput, UsdAmountInput } from '../contract/billing'
import { TopupView } from '../contract/ledger'
import { auditProviderEvent } from '../db/provider-events'
import { completeHosted, type HostedGateway, hostedConfig, hostedOn, settleHostedOrder, startHosted } from '../money/payments/hosted'
import { topupByProviderRef } from '../money/topups'
import { verifyHostedCheckoutSignature } from '../providers/payments/hosted-checkout-signature'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError, errorResponse } from './errors'
import { parseJson } from './json-body'
import { centsOf, paymentDeps } from './payment-context'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'
import { countRejectedWebhook, webhookGuard } from './webhook-guard'

const Started = v.object({ orderId: v.string(), checkoutUrl: v.nullable(v.string()), topup: TopupView })
const HostedEvent = v.object({
  id: v.string(),
  status: v.picklist(['pending', 'paid', 'failed', 'cancelled']),
  amount: v.number(),
  currency: v.string(),
  reference: v.string(),
})

async function start(c: Context<ApiEnv>, name: HostedGateway, amount: number, country?: string) {
  const deps = await paymentDeps(c)
  if (!hostedOn(deps.config, name)) throw new ApiError('PAYMENT_METHOD_OFF')
  return unwrapResult(await startHosted(deps, name, c.get('auth').user.id, centsOf(amount), country))
}

const describeWebhook = (name: HostedGateway) => describe('user', `${name} webhook (X-Signature, HMAC-SHA256 of the body)`)

/** A gateway's webhook: verified on the raw body, audited, and acted on for the top-up its order belongs to. */
function gatewayWebhook(name: HostedGateway) {
  return async (c: Context<ApiEnv>) => {
    const raw = await c.req.text()
    const cfg = config(c.env)
    const db = c.get('db')
    const now = c.get('now')
    const secret = hostedConfig(cfg, name).webhookSecret
    if (!hostedOn(cfg, name) || !secret) return errorResponse(c, 'PAYMENT_METHOD_OFF')
    const verified = await verifyHostedCheckoutSignature(c.req.header('x-signature') ?? null, raw, secret)
    const parsed = v.safeParse(HostedEvent, parseJson(raw))
    const eventId = parsed.success ? parsed.output.id : null
    if (!verified) {
      await countRejectedWebhook(c, name)
      return c.json({ ok: false }, 401)
    }
    if (!parsed.success) {
      await auditProviderEvent(db, { provider: name, eventId, verified, outcome: 'malformed', raw }, now)
      return c.json({ ok: false }, 400)
    }
    const order = parsed.output
    const topup = await topupByProviderRef(db, name, order.id)
    const outcome = !topup
      ? 'unmatched'
      : await settleHostedOrder({ env: c.env, db, now }, topup, { ...order, checkoutUrl: null }).then((result) =>
          result.ok ? 'settled' : result.code,
        )
    await auditProviderEvent(db, { provider: name, eventId, verified, outcome, raw }, now)
    return c.json({ ok: true }, 200)
  }
}

const describeStart = (name: HostedGateway) => describe('user', `${name}: a hosted checkout of at least 1 USD`, Started, 'signed-in')

/** The bytepay-, tazapay- and zpayment-type gateways, through one hosted-checkout adapter. */
export const payHosted = new Hono<ApiEnv>()
  .post(
    '/bytepay-create-order',
    describeStart('bytepay'),
    signedIn(),
    validate('json', v.object({ ...UsdAmountInput.entries, ref: v.optional(v.pipe(v.string(), v.maxLength(80))) })),
    async (c) => c.json(await start(c, 'bytepay', c.req.valid('json').amount), 200),
  )
  .post(
    '/tazapay-create-order',
    describeStart('tazapay'),
    signedIn(),
    validate('json', v.object({ ...UsdAmountInput.entries, country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))) })),
    async (c) => c.json(await start(c, 'tazapay', c.req.valid('json').amount, c.req.valid('json').country), 200),
  )
  .post('/zpayment-create-order', describeStart('zpayment'), signedIn(), validate('json', UsdAmountInput), async (c) =>
    c.json(await start(c, 'zpayment', c.req.valid('json').amount), 200),
  )
  .post(
    '/bytepay-complete-order',
    describe('user', 'Back from bytepay: ask the gateway and credit once', MoneyAnswer, 'signed-in'),
    signedIn(),
    validate('json', OrderIdInput),
    async (c) => {
      const deps = await paymentDeps(c)
      if (!hostedOn(deps.config, 'bytepay')) throw new ApiError('PAYMENT_METHOD_OFF')
      return c.json(unwrapResult(await completeHosted(deps, 'bytepay', c.get('auth').user.id, c.req.valid('json').orderId)), 200)
    },
  )
  // One route each: Hono matched no request on '/:gateway{bytepay|tazapay|zpayment}-webhook' (a param with a suffix).
  .post('/bytepay-webhook', describeWebhook('bytepay'), webhookGuard('bytepay'), gatewayWebhook('bytepay'))
  .post('/tazapay-webhook', describeWebhook('tazapay'), webhookGuard('tazapay'), gatewayWebhook('tazapay'))
  .post('/zpayment-webhook', describeWebhook('zpayment'), webhookGuard('zpayment'), gatewayWebhook('zpayment'))
