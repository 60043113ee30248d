import { Hono } from 'hono'
import * as v from 'valibot'
import { config } from '../config'
import { UsdAmountInput } from '../contract/billing'
import { TopupView } from '../contract/ledger'
import { auditProviderEvent } from '../db/provider-events'
import { perfectMoneyOn, receivePerfectMoney, startPerfectMoney } from '../money/payments/perfect-money'
import { verifyPerfectMoney } from '../providers/payments/perfect-money'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError, errorResponse } from './errors'
import { centsOf, paymentDeps } from './payment-context'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'
import { countRejectedWebhook, webhookGuard } from './webhook-guard'

const Form = v.object({ action: v.string(), fields: v.record(v.string(), v.string()) })

export const payPerfectMoney = new Hono<ApiEnv>()
  .post(
    '/perfect-money-create-order',
    describe('user', 'Perfect Money SCI: the form to post to Perfect Money', v.object({ form: Form, topup: TopupView }), 'signed-in'),
    signedIn(),
    validate('json', UsdAmountInput),
    async (c) => {
      const deps = await paymentDeps(c)
      if (!perfectMoneyOn(deps.config)) throw new ApiError('PAYMENT_METHOD_OFF')
      return c.json(unwrapResult(await startPerfectMoney(deps, c.get('auth').user.id, centsOf(c.req.valid('json').amount))), 200)
    },
  )
  .post(
    '/perfect-money-complete-payment',
    describe('user', 'Perfect Money status callback (V2_HASH verified); the only thing that credits'),
    webhookGuard('perfectmoney'),
    async (c) => {
      // Perfect Money posts a form; read as bytes, since workerd warns when a form body is read as text.
      const raw = new TextDecoder().decode(await c.req.arrayBuffer())
      const cfg = config(c.env)
      const db = c.get('db')
      const now = c.get('now')
      if (!perfectMoneyOn(cfg)) return errorResponse(c, 'PAYMENT_METHOD_OFF')
      const form = Object.fromEntries(new URLSearchParams(raw))
      const verified = await verifyPerfectMoney(form, cfg.PM_PASSPHRASE_MD5 ?? '')
      const eventId = form.PAYMENT_BATCH_NUM ?? null
      if (!verified) {
        await countRejectedWebhook(c, 'perfectmoney')
        return c.text('bad hash', 401)
      }
      const result = await receivePerfectMoney({ env: c.env, db, config: cfg, now }, form)
      await auditProviderEvent(db, { provider: 'perfectmoney', eventId, verified, outcome: result.ok ? 'credited' : result.code, raw }, now)
      return result.ok ? c.text('OK', 200) : c.text(result.code, 400)
    },
  )
