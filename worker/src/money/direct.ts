import { fail, type Result } from '../contract/errors'
import { balanceAuditStatement } from '../db/audit'
import { findUserById } from '../db/users'
import { answerOf } from './answers'
import { applyChanges, rowsByEventKeys } from './ledger'
import type { MoneyAnswer, MoneyDeps, MoneyOp } from './operations'

type Op<K extends MoneyOp['kind']> = Extract<MoneyOp, { kind: K }>

async function live(deps: MoneyDeps, userId: string, eventKey: string) {
  // A repeat of an applied event answers as before, even if the user changed since.
  const [before] = await rowsByEventKeys(deps.db, [eventKey])
  if (before) return { repeat: before }
  return { user: await findUserById(deps.db, userId) }
}

const positive = (amount: number) => Number.isSafeInteger(amount) && amount > 0

/**
 * An admin top-up (positive) or deduction (negative), with its reason; a deduction never goes below 0.
 * Its audit row goes in the ledger's batch: recorded exactly when the balance changed, and once.
 */
export async function adjustByAdmin(deps: MoneyDeps, op: Op<'admin-adjust'>): Promise<Result<MoneyAnswer>> {
  if (!positive(Math.abs(op.amount))) return fail('INVALID_INPUT')
  const found = await live(deps, op.userId, op.eventKey)
  if (!found.repeat && !found.user) return fail('USER_NOT_EXISTS')
  const change = { ...op, type: 'admin_topup' as const, price: Math.abs(op.amount), content: op.reason }
  const entry = { actorId: op.actorId, action: 'adjust_balance' as const, userId: op.userId, subject: op.eventKey, note: op.reason }
  return answerOf(await applyChanges(deps.db, [change], deps.now, [balanceAuditStatement(entry, op.amount, deps.now)]))
}

/** A purchase paid at once (its price leaves the balance); NOT_ENOUGH_MONEY when the balance is short. */
export async function debit(deps: MoneyDeps, op: Op<'debit'>): Promise<Result<MoneyAnswer>> {
  if (!positive(op.amount)) return fail('INVALID_INPUT')
  const found = await live(deps, op.userId, op.eventKey)
  if (!found.repeat && !found.user) return fail('USER_NOT_EXISTS')
  return answerOf(await applyChanges(deps.db, [{ ...op, amount: -op.amount, price: op.amount }], deps.now))
}

/** Money given back to the user (a failed delivery, a cancelled renewal). */
export async function refund(deps: MoneyDeps, op: Op<'refund'>): Promise<Result<MoneyAnswer>> {
  if (!positive(op.amount)) return fail('INVALID_INPUT')
  const found = await live(deps, op.userId, op.eventKey)
  if (!found.repeat && !found.user) return fail('USER_NOT_EXISTS')
  return answerOf(await applyChanges(deps.db, [{ ...op, type: 'refund', price: op.amount }], deps.now))
}
