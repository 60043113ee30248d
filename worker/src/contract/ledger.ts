import * as v from 'valibot'
import { topupMethods, topupStatuses } from './choices'
import { percentDown, usdCentsToXu } from './money'
import { DEFAULT_PROMOTION_TIERS, type PromotionTier } from './settings-defaults'

// Kept apart for the portal's addresses, which must not load this module's schemas (choices.ts).
export { DEFAULT_PROMOTION_TIERS, type PromotionTier, topupMethods, topupStatuses }

/** The spec's transaction types (section 3), and the agency's two; texts are `tx_<type>` messages. */
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
  /** An agency's commission on a referred customer's spend, and its claw-back after a refund (ADR 0030). */
  'commission',
  'commission_clawback',
] as const

export type TransactionType = (typeof transactionTypes)[number]

/** One ledger row as the API shows it (spec: type, content, balance before, price, amount, date). */
export const TransactionView = v.object({
  _id: v.string(),
  type: v.picklist(transactionTypes),
  content: v.string(),
  /** The content in English, where it names a key package (written with its Vietnamese name). */
  contentEn: v.optional(v.string()),
  balanceBefore: v.number(),
  price: v.number(),
  amount: v.number(),
  balanceAfter: v.number(),
  createdAt: v.number(),
})
export type TransactionView = v.InferOutput<typeof TransactionView>

/** Top-up methods, statuses and the record the history shows (spec: content, status, date, action). */
export type TopupMethod = (typeof topupMethods)[number]

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
 * The promotion on a credited top-up: the highest tier whose threshold the amount passes, in Xu at the
 * rate of the top-up. Rounded down: a bonus never exceeds the percentage.
 */
export function promotionBonus(creditedXu: number, vndPerUsd: number, tiers: PromotionTier[] = DEFAULT_PROMOTION_TIERS): number {
  if (!Number.isSafeInteger(vndPerUsd) || vndPerUsd <= 0) return 0
  const passed = tiers.filter((tier) => creditedXu > usdCentsToXu(tier.overUsd * 100, vndPerUsd))
  const percent = Math.max(0, ...passed.map((tier) => tier.percent))
  return percentDown(creditedXu, percent)
}
