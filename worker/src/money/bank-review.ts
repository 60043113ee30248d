import { and, eq } from 'drizzle-orm'
import { fail, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { bankTransfers } from '../db/schema'
import { bankEventKey, type Credit, topupIdOf } from './bank-transfers'
import type { MoneyAnswer } from './operations'

/**
 * An admin settles a transfer kept for review (no code, someone else's code, below the minimum) by
 * naming its user. It credits under the bank transaction's own event key, so the same transfer can
 * never be credited twice, by an admin or by a later webhook.
 */
export async function creditReviewedTransfer(
  deps: { db: Database; now: number; credit: Credit; vndPerUsd: number },
  input: { transferId: string; userId: string; actorId: string },
): Promise<Result<MoneyAnswer>> {
  const [row] = await deps.db.select().from(bankTransfers).where(eq(bankTransfers.id, input.transferId)).limit(1)
  if (!row) return fail('NOT_HAVE_TRANSACTION')
  if (row.status !== 'unmatched') return fail('PAYMENT_ALREADY_DONE')
  const eventKey = bankEventKey(row)
  const topupId = await topupIdOf(eventKey)
  const reference = row.bankReference ?? row.providerTxId
  const result = await deps.credit(input.userId, {
    kind: 'credit-topup',
    userId: input.userId,
    eventKey,
    topupId,
    amountXu: row.amount,
    vndPerUsd: deps.vndPerUsd,
    providerEventId: row.providerTxId,
    content: `${reference} (admin review)`,
    open: { id: topupId, method: 'bank', amountXu: row.amount, paidAmount: row.amount, currency: 'VND', content: reference },
    audit: { actorId: input.actorId, subject: `bank-transfer:${row.id}` },
  })
  if (!result.ok) return result
  await deps.db
    .update(bankTransfers)
    .set({ status: 'credited', userId: input.userId, topupId })
    .where(and(eq(bankTransfers.id, row.id), eq(bankTransfers.status, 'unmatched')))
  return result
}
