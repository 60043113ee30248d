import { periodMs } from '../contract/catalogue'
import { percentOf, prorate, shareUp } from '../contract/money'
import { MAX_PLAN_AMOUNT, PLAN_AMOUNT_STEP } from '../contract/plans'

/** A month is 30 days everywhere (ADR 0012), so "the rest of the period" has one price per day. */
export const MONTH_MS = periodMs('month', 1)

/** A plan's amount, or what is added to it: whole steps of 50, within the largest plan. */
export function isPlanAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= PLAN_AMOUNT_STEP && amount % PLAN_AMOUNT_STEP === 0 && amount <= MAX_PLAN_AMOUNT
}

/**
 * How a plan's amount spreads over its countries: equally, the first countries (in the order the
 * customer chose them) taking one more each until the rest is used up. Equal shares, rather than
 * shares that follow the stock, keep the price and the placement the same from quote to purchase.
 */
export function splitAmount(amount: number, countries: readonly string[]): [country: string, count: number][] {
  const share = Math.floor(amount / countries.length)
  const rest = amount % countries.length
  return countries.map((country, at) => [country, share + (at < rest ? 1 : 0)])
}

/**
 * The base price of one proxy of a plan over several countries: the countries' own prices weighted
 * by their shares, rounded up to a whole Xu (exact when the countries cost the same).
 */
export function blendedBasePrice(priceOf: (country: string) => number, split: [string, number][]): number {
  const amount = split.reduce((sum, [, count]) => sum + count, 0)
  const total = split.reduce((sum, [country, count]) => sum + priceOf(country) * count, 0)
  return shareUp(total, amount)
}

/** A monthly amount for the time left: whole months in full, the rest of a month pro rata, rounded up. */
export function chargeForRemaining(monthly: number, remainingMs: number): number {
  if (monthly <= 0 || remainingMs <= 0) return 0
  const months = Math.floor(remainingMs / MONTH_MS)
  return monthly * months + prorate(monthly, remainingMs % MONTH_MS, MONTH_MS)
}

/** More proxies: the plan's monthly price grows; the growth is charged for the rest of the period (at least 1 Xu). */
export function increaseAmountPrice(oldMonthly: number, newMonthly: number, remainingMs: number): number {
  return Math.max(1, chargeForRemaining(newMonthly - oldMonthly, remainingMs))
}

/**
 * Moving the plan to other countries: a fee of 5% of the plan's monthly price at the new countries
 * (every proxy is replaced), plus, when the new countries cost more, the difference for the rest
 * of the period. Cheaper countries are not refunded: the period was sold at its price.
 */
export const CHANGE_COUNTRY_FEE_PERCENT = 5

export function changeCountryPrice(oldMonthly: number, newMonthly: number, remainingMs: number): number {
  return Math.max(1, percentOf(newMonthly, CHANGE_COUNTRY_FEE_PERCENT) + chargeForRemaining(newMonthly - oldMonthly, remainingMs))
}

/** The plan's bandwidth allowance: the tier's monthly GB per proxy times the amount; null is unlimited. */
export function bandwidthTotalGb(monthlyGb: number | null, amount: number): number | null {
  return monthlyGb === null ? null : monthlyGb * amount
}
