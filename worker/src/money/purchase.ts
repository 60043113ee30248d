import { commissionStatement } from '../agency/commission-statements'
import type { ErrorCode, Result } from '../contract/errors'
import { fail } from '../contract/errors'
import { findUserById } from '../db/users'
import { answerOf } from './answers'
import { applyChanges, type LedgerRow, rowsByEventKeys } from './ledger'
import type { MoneyAnswer, MoneyDeps, MoneyOp } from './operations'

/** A statement as plain data, so it can cross into the user's UserAccount object with the op. */
export type RawStatement = { sql: string; params: unknown[] }

/**
 * Stock claims only matter while their batch runs (their CHECK); the batch ends by clearing them,
 * so the scratch table stays empty.
 */
export const CLEAR_STOCK_CLAIMS: RawStatement = { sql: 'DELETE FROM stock_claims', params: [] }

/**
 * The op of a call whose payment was made before (a retry after a lost answer): it pays nothing again
 * (the ledger's event key is taken) and answers with the first payment's rows, so it is built from them.
 */
export function repeatOf(row: LedgerRow): Op {
  return {
    kind: 'purchase',
    userId: row.userId,
    eventKey: row.eventKey,
    amount: -row.amount,
    type: row.type,
    content: row.content,
    refType: row.refType ?? 'purchase',
    refId: row.refId ?? '',
    statements: [],
  }
}

type Op = Extract<MoneyOp, { kind: 'purchase' }>

/**
 * A purchase (buy, renew, upgrade): the debit and everything bought with it (the order, the
 * proxies claimed from stock, its history, a coupon's use, the agency's commission) as one D1 batch,
 * so either all of it happens or none.
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
  // Every purchase is a spend: the commission of the buyer's agency, if any, is made in the same batch.
  const commission = commissionStatement(op.eventKey, op.commissionCut ?? 0, deps.now)
  const outcome = await applyChanges(deps.db, [change], deps.now, [...op.statements, commission, CLEAR_STOCK_CLAIMS])
  return answerOf(outcome, {}, (op.shortCode ?? 'NOT_ENOUGT_PROXY') as ErrorCode)
}
