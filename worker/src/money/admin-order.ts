import { sql } from 'drizzle-orm'
import { reversalStatement } from '../agency/commission-statements'
import { fail, type Result } from '../contract/errors'
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
 * row, as one D1 batch. The refund's event key is the order's own: an order is refunded once. `marker` is the
 * id of the order-history row the batch writes, made from the call's Idempotency-Key: found, the call was applied.
 */
export async function changeOrderByAdmin(deps: MoneyDeps, op: Op): Promise<Result<MoneyAnswer>> {
  if (!Number.isSafeInteger(op.refund) || op.refund < 0) return fail('INVALID_INPUT')
  // This very call was applied before (its answer was lost): answer as it would have, change nothing.
  if (await deps.db.get(sql`SELECT 1 FROM order_logs WHERE id = ${op.marker}`)) {
    const rows = op.refund > 0 ? await rowsByEventKeys(deps.db, [op.eventKey]) : []
    return answerOf({ applied: false, reason: 'duplicate', rows }, rows.length === 0 ? await balanceNow(deps, op.userId) : {})
  }
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
  // A refund takes back its share of the commissions the order's spends earned (ADR 0030).
  const reversal = op.refund > 0 ? [reversalStatement({ type: 'order', id: op.refId, userId: op.userId }, op.refund, deps.now)] : []
  const outcome = await applyChanges(deps.db, changes, deps.now, [...op.statements, ...reversal, CLEAR_STOCK_CLAIMS])
  // The order's refund was paid by another call: this one is a second cancellation.
  if (!outcome.applied && outcome.reason !== 'insufficient') return fail(op.shortCode)
  // Without a refund there is no ledger row to read the balance from.
  return answerOf(outcome, outcome.rows.length === 0 ? await balanceNow(deps, op.userId) : {}, op.shortCode)
}

const balanceNow = async (deps: MoneyDeps, userId: string) => ({ balance: (await userBalance(deps.db, userId)) ?? 0 })
