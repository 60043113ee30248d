import { type PeriodUnit, periodDays } from '../contract/catalogue'
import { percentOf, prorate } from '../contract/money'
import type { Quote } from '../contract/orders'

/** What the price of a choice depends on, read from the catalogue by the caller. */
export type PriceInputs = {
  /** The price list's price of one proxy for the chosen period. */
  basePrice: number
  amount: number
  periodUnit: PeriodUnit
  periodCount: number
  /** The chosen bandwidth tier's surcharge on the base price. */
  surchargePercent: number
  discounts: { minAmount: number; percent: number }[]
  stock: number
  popular: boolean
}

/** The best quantity discount the amount reaches (0 when none). */
export function discountPercentFor(amount: number, discounts: PriceInputs['discounts']): number {
  return discounts.filter((d) => amount >= d.minAmount).reduce((best, d) => Math.max(best, d.percent), 0)
}

/**
 * The server's price (the client never sends one). Unit price: base plus the tier's surcharge;
 * original: unit x amount; discount: the quantity discount of the original; renewal: one more
 * period at the same price, except that a period under one month renews at the retail price.
 */
export function quote(inputs: PriceInputs): Quote {
  const unitPrice = inputs.basePrice + percentOf(inputs.basePrice, inputs.surchargePercent)
  const originalPrice = unitPrice * inputs.amount
  const discountPercent = discountPercentFor(inputs.amount, inputs.discounts)
  const discount = percentOf(originalPrice, discountPercent)
  const totalPrice = originalPrice - discount
  const renewPrice = periodDays(inputs.periodUnit, inputs.periodCount) < 30 ? originalPrice : totalPrice
  return { unitPrice, originalPrice, discountPercent, discount, totalPrice, renewPrice, stock: inputs.stock, popular: inputs.popular }
}

/**
 * Moving an order to a dearer bandwidth tier: the difference of the unit prices for what is left of
 * the current period, rounded up. A cheaper or the same tier is not an increase (null).
 */
export function bandwidthUpgradePrice(args: {
  basePrice: number
  amount: number
  fromPercent: number
  toPercent: number
  remainingMs: number
  periodMs: number
}): number | null {
  if (args.toPercent <= args.fromPercent) return null
  const from = args.basePrice + percentOf(args.basePrice, args.fromPercent)
  const to = args.basePrice + percentOf(args.basePrice, args.toPercent)
  return Math.max(1, prorate((to - from) * args.amount, args.remainingMs, args.periodMs))
}
