import { Hono } from 'hono'
import * as v from 'valibot'
import { config } from '../config'
import { VndAmountInput } from '../contract/billing'
import { TopupView } from '../contract/ledger'
import { auditProviderEvent } from '../db/provider-events'
import { momoOn, receiveMomoIpn, startMomo } from '../money/payments/momo'
import { verifyMomoIpn } from '../providers/payments/momo'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError, errorResponse } from './errors'
import { parseJson } from './json-body'
import { paymentDeps } from './payment-context'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'
import { countRejectedWebhook, webhookGuard } from './webhook-guard'

const MomoIpn = v.object({
  partnerCode: v.string(),
  orderId: v.string(),
  amount: v.number(),
  transId: v.union([v.number(), v.string()]),
  resultCode: v.number(),
  signature: v.string(),
})

export const payMomo = new Hono<ApiEnv>()
  .post(
    '/momo-create-order',
    describe('user', 'Momo wallet: a payment page for an amount in đồng', v.object({ payUrl: v.string(), topup: TopupView }), 'signed-in'),
    signedIn(),
    validate('json', VndAmountInput),
    async (c) => {
      const deps = await paymentDeps(c)
      if (!momoOn(deps.config)) throw new ApiError('PAYMENT_METHOD_OFF')
      return c.json(unwrapResult(await startMomo(deps, c.get('auth').user.id, c.req.valid('json').amount)), 200)
    },
  )
  .post(
    '/momo-ipn',
    describe('user', "MoMo IPN: HMAC-SHA256 over its fields in MoMo's order; answered 204"),
    webhookGuard('momo'),
    async (c) => {
      const raw = await c.req.text()
      const cfg = config(c.env)
      const db = c.get('db')
      const now = c.get('now')
      if (!momoOn(cfg)) return errorResponse(c, 'PAYMENT_METHOD_OFF')
      const body = parseJson(raw) as Record<string, unknown> | null
      const verified =
        body !== null && (await verifyMomoIpn(body, { accessKey: cfg.MOMO_ACCESS_KEY ?? '', secretKey: cfg.MOMO_SECRET_KEY ?? '' }))
      const parsed = v.safeParse(MomoIpn, body)
      const eventId = parsed.success ? String(parsed.output.transId) : null
      if (!verified) {
        await countRejectedWebhook(c, 'momo')
        return errorResponse(c, 'MOMO_ERROR')
      }
      if (!parsed.success) {
        await auditProviderEvent(db, { provider: 'momo', eventId, verified, outcome: 'malformed', raw }, now)
        return errorResponse(c, 'MOMO_ERROR')
      }
      const result = await receiveMomoIpn(
        { env: c.env, db, config: cfg, now },
        { ...parsed.output, transId: String(parsed.output.transId) },
      )
      await auditProviderEvent(db, { provider: 'momo', eventId, verified, outcome: result.ok ? 'credited' : result.code, raw }, now)
      return c.body(null, 204)
    },
  )
