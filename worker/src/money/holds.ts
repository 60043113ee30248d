import { and, eq, sql } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import { holds } from '../db/schema'
import { findUserById } from '../db/users'
import { answerOf } from './answers'
import { applyChanges, rowsByEventKeys } from './ledger'
import type { MoneyAnswer, MoneyDeps, MoneyOp } from './operations'
import { toTransactionView } from './views'

type Op<K extends MoneyOp['kind']> = Extract<MoneyOp, { kind: K }>

const reserveKey = (holdId: string) => `hold:${holdId}:reserve`
const releaseKey = (holdId: string) => `hold:${holdId}:release`

async function findHold(deps: MoneyDeps, holdId: string) {
  const [hold] = await deps.db.select().from(holds).where(eq(holds.id, holdId)).limit(1)
  return hold ?? null
}

/** The answer a hold gives once resolved: its rows so far and the balance after the last. */
async function holdAnswer(deps: MoneyDeps, holdId: string): Promise<Result<MoneyAnswer>> {
  const rows = await rowsByEventKeys(deps.db, [reserveKey(holdId), releaseKey(holdId)])
  return ok({ transactions: rows.map(toTransactionView), balance: rows.at(-1)?.balanceAfter ?? 0 })
}

/**
 * Reserve: the price leaves the balance now (a ledger row of the purchase's type) and waits on the
 * hold; settle keeps it, release gives it back. Each step is idempotent by the hold's id.
 */
export async function reserveHold(deps: MoneyDeps, op: Op<'reserve'>): Promise<Result<MoneyAnswer>> {
  if (!Number.isSafeInteger(op.amount) || op.amount <= 0) return fail('INVALID_INPUT')
  const held = await findHold(deps, op.holdId)
  if (held) {
    // The same reserve again answers as before; the hold's id for another user, amount or type is refused.
    const same = held.userId === op.userId && held.amount === op.amount && held.type === op.type
    return same ? holdAnswer(deps, op.holdId) : fail('IDEMPOTENCY_CONFLICT')
  }
  if (!(await findUserById(deps.db, op.userId))) return fail('USER_NOT_EXISTS')
  const change = {
    userId: op.userId,
    eventKey: reserveKey(op.holdId),
    type: op.type,
    amount: -op.amount,
    price: op.amount,
    content: op.content,
    refType: 'hold',
    refId: op.holdId,
  }
  const row = sql`INSERT INTO holds (id, user_id, amount, type, status, created_at) VALUES (${op.holdId}, ${op.userId}, ${op.amount}, ${op.type}, 'reserved', ${deps.now})`
  return answerOf(await applyChanges(deps.db, [change], deps.now, [row]))
}

/** Settle: the reserved money is spent for good. Settling twice is fine; settling a released hold is not. */
export async function settleHold(deps: MoneyDeps, op: Op<'settle'>): Promise<Result<MoneyAnswer>> {
  const hold = await findHold(deps, op.holdId)
  if (!hold || hold.userId !== op.userId) return fail('NOT_HAVE_TRANSACTION')
  if (hold.status === 'released') return fail('INVALID_INPUT')
  if (hold.status === 'reserved') {
    await deps.db
      .update(holds)
      .set({ status: 'settled', resolvedAt: deps.now })
      .where(and(eq(holds.id, op.holdId), eq(holds.status, 'reserved')))
  }
  return holdAnswer(deps, op.holdId)
}

/** Release: the reserved money comes back (a refund row), once. Releasing a settled hold is refused. */
export async function releaseHold(deps: MoneyDeps, op: Op<'release'>): Promise<Result<MoneyAnswer>> {
  const hold = await findHold(deps, op.holdId)
  if (!hold || hold.userId !== op.userId) return fail('NOT_HAVE_TRANSACTION')
  if (hold.status === 'settled') return fail('INVALID_INPUT')
  if (hold.status === 'released') return holdAnswer(deps, op.holdId)
  const change = {
    userId: op.userId,
    eventKey: releaseKey(op.holdId),
    type: 'refund' as const,
    amount: hold.amount,
    price: hold.amount,
    content: op.content,
    refType: 'hold',
    refId: op.holdId,
  }
  const resolve = sql`UPDATE holds SET status = 'released', resolved_at = ${deps.now} WHERE id = ${op.holdId} AND status = 'reserved'`
  const outcome = await applyChanges(deps.db, [change], deps.now, [resolve])
  return outcome.applied ? holdAnswer(deps, op.holdId) : answerOf(outcome)
}
