import type { ErrorCode, Result } from '../contract/errors'
import { fail } from '../contract/errors'
import { findUserById } from '../db/users'
import { answerOf } from './answers'
import { applyChanges, rowsByEventKeys } from './ledger'
import type { MoneyAnswer, MoneyDeps, MoneyOp } from './operations'

/** A statement as plain data, so it can cross into the user's UserAccount object with the op. */
export type RawStatement = { sql: string; params: unknown[] }

type Op = Extract<MoneyOp, { kind: 'purchase' }>

/**
 * A purchase (buy, renew, upgrade): the debit and everything bought with it (the order, the
 * proxies claimed from stock, its history) as one D1 batch, so either all of it happens or none.
 * A stock claim that comes up short fails the batch with `shortCode`; a repeat of the event
 * answers as the first did and changes nothing.
 */
export async function purchase(deps: MoneyDeps, op: Op): Promise<Result<MoneyAnswer>> {
  if (!Number.isSafeInteger(op.amount) || op.amount <= 0) return fail('INVALID_INPUT')
  const [before] = await rowsByEventKeys(deps.db, [op.eventKey])
  if (!before && !(await findUserById(deps.db, op.userId))) return fail('USER_NOT_EXISTS')
  const change = {
    userId: op.userId,
    eventKey: op.eventKey,
    type: op.type,
    amount: -op.amount,
    price: op.amount,
    content: op.content,
    refType: op.refType,
    refId: op.refId,
  }
  const outcome = await applyChanges(deps.db, [change], deps.now, op.statements)
  return answerOf(outcome, {}, (op.shortCode ?? 'NOT_ENOUGT_PROXY') as ErrorCode)
}
