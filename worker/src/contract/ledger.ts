import * as v from 'valibot'
import { percentDown, usdCentsToXu } from './money'

/** The spec's transaction types (section 3); texts are `tx_<type>` messages. */
export const transactionTypes = [
  'topup',
  'buy_proxy_shared',
  'buy_proxy_private',
  'buy_key',
  'renew_key',
  'auto_renew_key',
  'refund',
  'increase_bandwidth',
  'increase_amount',
  'change_country',
  'promotion',
  'admin_topup',
  'renew',
  'renew_private',
  'auto_renew',
  'auto_renew_private',
  'credit_card',
] as const

export type TransactionType = (typeof transactionTypes)[number]

/** One ledger row as the API shows it (spec: type, content, balance before, price, amount, date). */
export const TransactionView = v.object({
  _id: v.string(),
  type: v.picklist(transactionTypes),
  content: v.string(),
  balanceBefore: v.number(),
  price: v.number(),
  amount: v.number(),
  balanceAfter: v.number(),
  createdAt: v.number(),
})
export type TransactionView = v.InferOutput<typeof TransactionView>

/** Top-up methods, statuses and the record the history shows (spec: content, status, date, action). */
export const topupMethods = ['bank', 'paypal', 'momo', 'perfectmoney', 'usdt', 'card', 'bytepay', 'tazapay', 'zpayment'] as const
export type TopupMethod = (typeof topupMethods)[number]

export const topupStatuses = ['processing', 'success', 'failed', 'cancelled', 'reversed'] as const
export type TopupStatus = (typeof topupStatuses)[number]

export const TopupView = v.object({
  _id: v.string(),
  method: v.picklist(topupMethods),
  status: v.picklist(topupStatuses),
  content: v.string(),
  amount: v.number(),
  bonus: v.number(),
  paid: v.nullable(v.object({ amount: v.number(), currency: v.string() })),
  payUrl: v.nullable(v.string()),
  createdAt: v.number(),
  creditedAt: v.nullable(v.number()),
})
export type TopupView = v.InferOutput<typeof TopupView>

/** Money limits of spec section 9. */
export const MIN_BANK_TOPUP_XU = 10_000
export const MIN_PAYPAL_TOPUP_CENTS = 100

/**
 * The promotion (spec sections 2 and 9): a top-up over 44 USD earns 10%, over 220 USD 15%, in Xu at
 * the rate of the top-up. Rounded down: a bonus never exceeds the percentage.
 */
export function promotionBonus(creditedXu: number, vndPerUsd: number): number {
  if (!Number.isSafeInteger(vndPerUsd) || vndPerUsd <= 0) return 0
  const percent = creditedXu > usdCentsToXu(22_000, vndPerUsd) ? 15 : creditedXu > usdCentsToXu(4_400, vndPerUsd) ? 10 : 0
  return percentDown(creditedXu, percent)
}
