import { type ErrorCode, fail, ok, type Result } from '../contract/errors'
import type { ApplyOutcome } from './ledger'
import type { MoneyAnswer } from './operations'
import { toTransactionView } from './views'

/** A ledger outcome as the caller sees it: the rows (new, or from before for a repeat), NOT_ENOUGH_MONEY, or IDEMPOTENCY_CONFLICT. */
export function answerOf(
  outcome: ApplyOutcome,
  extra: Partial<MoneyAnswer> = {},
  shortCode: ErrorCode = 'NOT_ENOUGT_PROXY',
): Result<MoneyAnswer> {
  if (!outcome.applied && outcome.reason === 'insufficient') return fail('NOT_ENOUGH_MONEY')
  if (!outcome.applied && outcome.reason === 'short') return fail(shortCode)
  if (!outcome.applied && outcome.reason === 'used-up') return fail('DISCOUNT_USED_UP')
  if (!outcome.applied && outcome.reason === 'already-used') return fail('DISCOUNT_ALREADY_USED')
  if (!outcome.applied && outcome.reason === 'conflict') return fail('IDEMPOTENCY_CONFLICT')
  const last = outcome.rows.at(-1)
  return ok({ transactions: outcome.rows.map(toTransactionView), balance: last?.balanceAfter ?? 0, ...extra })
}
