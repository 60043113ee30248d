import type { BandwidthTier } from '../src/contract/catalogue'
import { percentOf, prorate } from '../src/contract/money'
import { type Country, DISCOUNTS, type Period, PRICES, TIERS } from './shop-fuzz-shop'

/**
 * The model's prices, restated by plain arithmetic from the shop's numbers (ADR 0012 and the plan
 * rules) rather than taken from pricing.ts, so that a wrong rule there shows up as a wrong balance.
 * Only the rounding helpers (percentOf: half up, prorate: up) come from the money module, the one
 * place that rounds money.
 */
export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS
export const MONTH_MS = 30 * DAY_MS
export const periodLength = (period: Period) => period.count * (period.unit === 'day' ? 1 : period.unit === 'week' ? 7 : 30) * DAY_MS

/** A proxy's price for a period: the country's own row, else the '*' row; null when the shop does not sell it. */
export function basePrice(product: 'private' | 'shared', country: Country, period: Period): number | null {
  if (period.count !== 1) return null
  const rows = PRICES.filter((row) => row.product === product && row.unit === period.unit)
  return (rows.find((row) => row.country === country) ?? rows.find((row) => row.country === '*'))?.price ?? null
}

export const unitPrice = (base: number, tier: BandwidthTier) => base + percentOf(base, TIERS[tier].percent)

/** Unit price times amount, less the best quantity discount; a period under 30 days renews at the undiscounted price. */
export function priceOf(base: number, amount: number, tier: BandwidthTier, period: Period) {
  const original = unitPrice(base, tier) * amount
  const percent = Math.max(0, ...DISCOUNTS.filter((d) => amount >= d.minAmount).map((d) => d.percent))
  const total = original - percentOf(original, percent)
  return { total, renew: periodLength(period) < MONTH_MS ? original : total }
}

/** A plan's amount over its countries: equal shares, the first countries one more each until the rest is used. */
export function splitOf(amount: number, countries: readonly Country[]): [Country, number][] {
  return countries.map((country, at) => [country, Math.floor(amount / countries.length) + (at < amount % countries.length ? 1 : 0)])
}

/** A plan's base price: the countries' prices weighted by their shares, rounded up; null when one is not sold. */
export function planBase(amount: number, countries: readonly Country[], period: Period): number | null {
  let total = 0
  for (const [country, share] of splitOf(amount, countries)) {
    const base = basePrice('shared', country, period)
    if (base === null) return null
    total += base * share
  }
  return Math.ceil(total / amount)
}

export type PlanShape = { amount: number; countries: Country[]; tier: BandwidthTier }
const MONTH: Period = { unit: 'month', count: 1 }

/** A plan's price for a month at today's list: its monthly price, what its changes are charged from. */
export const planMonthly = (shape: PlanShape) =>
  priceOf(planBase(shape.amount, shape.countries, MONTH) ?? 0, shape.amount, shape.tier, MONTH).total

/** A monthly amount for the time left: whole months in full, the rest pro rata, rounded up; nothing when either is not positive. */
export function forTheRest(monthly: number, remainingMs: number): number {
  if (monthly <= 0 || remainingMs <= 0) return 0
  return monthly * Math.floor(remainingMs / MONTH_MS) + prorate(monthly, remainingMs % MONTH_MS, MONTH_MS)
}

export const planGb = (tier: BandwidthTier, amount: number) => {
  const gb = TIERS[tier].gb
  return gb === null ? null : gb * amount
}
