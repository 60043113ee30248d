import { type ErrorCode, fail, type Result } from '../contract/errors'
import { findUserById } from '../db/users'
import { answerOf } from './answers'
import { applyChanges, type LedgerChange, rowsByEventKeys, userBalance } from './ledger'
import type { MoneyAnswer, MoneyDeps, MoneyOp } from './operations'
import { CLEAR_STOCK_CLAIMS } from './purchase'

type Op = Extract<MoneyOp, { kind: 'admin-order' }>

/**
 * An admin's change of an order (free days, a cancellation), in the owner's lock so it never
 * interleaves with a renewal of the same order: its statements (claims first, so a changed order
 * fails the whole batch with `shortCode`), its audit row and, for a cancellation, the refund's ledger
 * row, as one D1 batch. The refund's event key is the order's own: an order is refunded once.
 */
export async function changeOrderByAdmin(deps: MoneyDeps, op: Op): Promise<Result<MoneyAnswer>> {
  if (!Number.isSafeInteger(op.refund) || op.refund < 0) return fail('INVALID_INPUT')
  // The order's refund was paid by an earlier call: a retry of that call was answered from its key before
  // this point, so this is another change of an order already cancelled.
  const [before] = await rowsByEventKeys(deps.db, [op.eventKey])
  if (before) return fail(op.shortCode as ErrorCode)
  if (!(await findUserById(deps.db, op.userId))) return fail('USER_NOT_EXISTS')
  const changes: LedgerChange[] =
    op.refund > 0
      ? [
          {
            userId: op.userId,
            eventKey: op.eventKey,
            type: 'refund',
            amount: op.refund,
            price: op.refund,
            content: op.content,
            refType: 'order',
            refId: op.refId,
            actorId: op.actorId,
          },
        ]
      : []
  const outcome = await applyChanges(deps.db, changes, deps.now, [...op.statements, CLEAR_STOCK_CLAIMS])
  // Without a refund there is no ledger row to read the balance from.
  const extra = outcome.rows.length === 0 ? { balance: (await userBalance(deps.db, op.userId)) ?? 0 } : {}
  return answerOf(outcome, extra, op.shortCode as ErrorCode)
}
