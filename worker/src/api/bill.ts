import { Hono } from 'hono'
import { config } from '../config'
import { AdminTopupInput, BillView, MoneyAnswer, PaymentMethods } from '../contract/billing'
import { MIN_BANK_TOPUP_XU } from '../contract/ledger'
import { loadPublicSettings } from '../db/settings'
import { billCodeOf } from '../money/bill-code'
import { paymentMethods } from '../money/payments/methods'
import { refuseOwnerForStaff } from './admin-target'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { eventKeyOf, moneyCall } from './money-call'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

export const bill = new Hono<ApiEnv>()
  .get('/methods', describe('bill', 'The top-up methods this deployment takes (the others are off)', PaymentMethods), async (c) => {
    const settings = await loadPublicSettings(c.get('db'))
    return c.json(paymentMethods(config(c.env), settings.bankAccounts), 200)
  })
  .get(
    '/get-bill',
    describe('bill', "The user's bank-transfer content code and where to send", BillView, 'api-key'),
    signedIn({ apiKey: true }),
    async (c) => {
      const db = c.get('db')
      const [code, settings] = await Promise.all([billCodeOf(db, c.get('auth').user.id), loadPublicSettings(db)])
      return c.json({ code, bankAccounts: settings.bankAccounts, minAmount: MIN_BANK_TOPUP_XU }, 200)
    },
  )
  .put(
    '/admin-topup',
    describe('bill', 'Add to or deduct from a balance, with a reason (never below 0); kept in the audit log', MoneyAnswer, 'admin'),
    signedIn(),
    adminOnly,
    validate('json', AdminTopupInput),
    async (c) => {
      const input = c.req.valid('json')
      const actorId = c.get('auth').user.id
      await refuseOwnerForStaff(c, input.userId)
      // The key is the admin's, for this user: the same Idempotency-Key for another user is another change.
      const op = { kind: 'admin-adjust' as const, ...input, actorId, eventKey: eventKeyOf(c, `admin:${actorId}:${input.userId}`) }
      return c.json(await moneyCall(c, input.userId, op, `admin-topup:${actorId}`, input), 200)
    },
  )
