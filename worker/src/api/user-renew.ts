import { Hono } from 'hono'
import * as v from 'valibot'
import { RenewListAnswer } from '../contract/orders'
import { requiredText } from '../contract/validation'
import { balanceAuditStatement } from '../db/audit'
import { toRawStatement } from '../db/raw-batch'
import { findUserById } from '../db/users'
import type { MoneyOp } from '../money/operations'
import { renewAccount } from '../orders/renew-account'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { callerOf } from './order'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const RenewUserInput = v.object({ userId: requiredText(64) })

/** An admin's renewal pays from the user's balance: its audit row is one more statement of the purchase's batch (ADR 0024). */
function audited(op: MoneyOp, actorId: string, now: number): MoneyOp {
  if (op.kind !== 'purchase') return op
  const entry = { actorId, action: 'renew_user' as const, userId: op.userId, subject: `order:${op.refId}`, note: op.content }
  return { ...op, statements: [...op.statements, toRawStatement(balanceAuditStatement(entry, -op.amount, now))] }
}

/** The spec's account-wide renewals (ADR 0023): one's own renewable orders, or, for an admin, a user's. */
export const userRenew = new Hono<ApiEnv>()
  .post(
    '/renew',
    describe(
      'user',
      'Renew every expired order of the account that still holds its proxies, each its own purchase (Idempotency-Key)',
      RenewListAnswer,
      'signed-in',
    ),
    signedIn(),
    async (c) => c.json(unwrapResult(await renewAccount(callerOf(c))), 200),
  )
  .post(
    '/renew-user',
    describe('user', "An admin renews a user's renewable orders from the user's balance (Idempotency-Key)", RenewListAnswer, 'admin'),
    signedIn(),
    adminOnly,
    validate('json', RenewUserInput),
    async (c) => {
      const { userId } = c.req.valid('json')
      if (!(await findUserById(c.get('db'), userId))) throw new ApiError('USER_NOT_EXISTS')
      // The user's money, in the user's lock; the admin's calls keep event keys of their own.
      const admin = c.get('auth').user.id
      const caller = callerOf(c, userId)
      const forUser = {
        ...caller,
        tagged: (prefix: string) => caller.tagged(`admin:${admin}:${prefix}`),
        pay: (op: MoneyOp, route: string, body: unknown) => caller.pay(audited(op, admin, caller.now), route, body),
      }
      return c.json(unwrapResult(await renewAccount(forUser)), 200)
    },
  )
