import { fail, ok, type Result } from '../../contract/errors'
import { centsFromMicroUsd, usdCentsToXu } from '../../contract/money'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { userBalance } from '../ledger'
import type { MoneyAnswer } from '../operations'
import { type TopupRow, toTopupView } from '../views'

/** A payment a provider confirmed (in its currency's smallest unit: đồng, cents, micro-USDT). */
export type VerifiedPayment = {
  eventKey: string
  providerEventId: string
  paidAmount: number
  currency: 'VND' | 'USD' | 'USDT'
  content: string
}

/** What a payment is worth in Xu, at the rate the top-up was opened with. */
export function xuOf(topup: TopupRow, payment: VerifiedPayment): number {
  const rate = topup.vndPerUsd ?? 0
  if (payment.currency === 'VND') return payment.paidAmount
  if (payment.currency === 'USD') return usdCentsToXu(payment.paidAmount, rate)
  return usdCentsToXu(centsFromMicroUsd(payment.paidAmount), rate)
}

/**
 * Credits a top-up from a verified provider message, through the user's lock, once per provider
 * event. The amount and currency must be the ones the top-up was opened for: anything else is kept
 * for an admin, never credited by guess.
 */
export async function creditPayment(env: Env, topup: TopupRow, payment: VerifiedPayment, now: number): Promise<Result<MoneyAnswer>> {
  if (payment.currency !== topup.currency || payment.paidAmount !== topup.paidAmount) return fail('INVALID_INPUT')
  const stub = env.USER_ACCOUNT.get(env.USER_ACCOUNT.idFromName(topup.userId))
  return stub.moneyOp(
    {
      kind: 'credit-topup',
      userId: topup.userId,
      eventKey: payment.eventKey,
      topupId: topup.id,
      amountXu: xuOf(topup, payment),
      vndPerUsd: topup.vndPerUsd ?? 0,
      providerEventId: payment.providerEventId,
      content: payment.content,
    },
    now,
  )
}

/** The answer when a provider's report moved no money: the top-up as it now stands, and the user's balance as it is. */
export async function uncredited(db: Database, topup: TopupRow): Promise<Result<MoneyAnswer>> {
  return ok({ transactions: [], balance: (await userBalance(db, topup.userId)) ?? 0, topup: toTopupView(topup) })
}
