import { Hono } from 'hono'
import * as v from 'valibot'
import { config } from '../config'
import { MoneyAnswer, VndAmountInput } from '../contract/billing'
import { TopupView } from '../contract/ledger'
import { auditProviderEvent } from '../db/provider-events'
import { cancelCard, cardOn, cardTopupOf, checkCard, settleCardSession, startCard } from '../money/payments/card'
import { userTopup } from '../money/topups'
import { verifyStripeSignature } from '../providers/payments/stripe-signature'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError, errorResponse } from './errors'
import { parseJson } from './json-body'
import { paymentDeps } from './payment-context'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'
import { countRejectedWebhook, webhookGuard } from './webhook-guard'

const IdParam = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })
const CardEvent = v.object({
  id: v.string(),
  type: v.string(),
  data: v.object({
    object: v.object({
      id: v.string(),
      status: v.picklist(['open', 'complete', 'expired']),
      payment_status: v.picklist(['paid', 'unpaid', 'no_payment_required']),
      amount_total: v.number(),
      currency: v.string(),
      url: v.optional(v.nullable(v.string())),
      client_reference_id: v.optional(v.nullable(v.string())),
    }),
  }),
})

async function ownCardTopup(c: Parameters<typeof paymentDeps>[0], id: string) {
  const deps = await paymentDeps(c)
  if (!cardOn(deps.config)) throw new ApiError('PAYMENT_METHOD_OFF')
  const topup = await userTopup(deps.db, c.get('auth').user.id, id)
  if (!topup) throw new ApiError('NOT_HAVE_TRANSACTION')
  return { deps, topup }
}

export const payCard = new Hono<ApiEnv>()
  .post(
    '/payment-credit-card',
    describe(
      'user',
      'Card: a hosted checkout for an amount in đồng',
      v.object({ id: v.string(), url: v.nullable(v.string()), topup: TopupView }),
      'signed-in',
    ),
    signedIn(),
    validate('json', VndAmountInput),
    async (c) => {
      const deps = await paymentDeps(c)
      if (!cardOn(deps.config)) throw new ApiError('PAYMENT_METHOD_OFF')
      return c.json(unwrapResult(await startCard(deps, c.get('auth').user.id, c.req.valid('json').amount)), 200)
    },
  )
  .get(
    '/check-payment-credit/:id',
    describe('user', "A card top-up's state, asked of the card provider", MoneyAnswer, 'signed-in'),
    signedIn(),
    validate('param', IdParam),
    async (c) => {
      const { deps, topup } = await ownCardTopup(c, c.req.valid('param').id)
      return c.json(unwrapResult(await checkCard(deps, topup)), 200)
    },
  )
  .delete(
    '/cancle-payment-credit/:id',
    describe('user', 'Cancel an unpaid card checkout', MoneyAnswer, 'signed-in'),
    signedIn(),
    validate('param', IdParam),
    async (c) => {
      const { deps, topup } = await ownCardTopup(c, c.req.valid('param').id)
      return c.json(unwrapResult(await cancelCard(deps, topup)), 200)
    },
  )
  .post(
    '/credit-card-webhook',
    describe('user', 'Card provider webhook (Stripe-Signature, 5-minute tolerance)'),
    webhookGuard('card'),
    async (c) => {
      const raw = await c.req.text()
      const cfg = config(c.env)
      const db = c.get('db')
      const now = c.get('now')
      if (!cardOn(cfg) || !cfg.CARD_WEBHOOK_SECRET) return errorResponse(c, 'PAYMENT_METHOD_OFF')
      const verified = await verifyStripeSignature(c.req.header('stripe-signature') ?? null, raw, cfg.CARD_WEBHOOK_SECRET, now)
      const parsed = v.safeParse(CardEvent, parseJson(raw))
      const eventId = parsed.success ? parsed.output.id : null
      if (!verified) {
        await countRejectedWebhook(c, 'card')
        return c.json({ received: false }, 401)
      }
      if (!parsed.success) {
        await auditProviderEvent(db, { provider: 'card', eventId, verified, outcome: 'malformed', raw }, now)
        return c.json({ received: false }, 400)
      }
      const session = parsed.output.data.object
      const topup = await cardTopupOf(db, session.id)
      const outcome = !topup
        ? 'unmatched'
        : await settleCardSession({ env: c.env, db, now }, topup, {
            id: session.id,
            url: session.url ?? null,
            status: session.status,
            paymentStatus: session.payment_status,
            amountTotal: session.amount_total,
            currency: session.currency,
            reference: session.client_reference_id ?? null,
          }).then((result) => (result.ok ? 'settled' : result.code))
      await auditProviderEvent(db, { provider: 'card', eventId, verified, outcome, raw }, now)
      return c.json({ received: true }, 200)
    },
  )
