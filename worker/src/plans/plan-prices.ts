import type { BandwidthTier, PeriodUnit } from '../contract/catalogue'
import { fail, ok, type Result } from '../contract/errors'
import type { Quote } from '../contract/orders'
import { countryOnSale, findPrice, findTier, listDiscounts, type PriceRow } from '../db/catalogue'
import type { Database } from '../db/client'
import { quote } from '../domain/pricing'
import { blendedBasePrice, splitAmount } from './plan-rules'
import { SHARED_PRODUCT } from './shared-stock'

/** What a plan's price depends on. */
export type PlanShape = { amount: number; countries: string[]; bandwidthTier: BandwidthTier }

export type PlanPrice = { quote: Quote; basePrice: number; surchargePercent: number; monthlyGb: number | null }

/** Every chosen country is on sale (known and enabled), else INVALID_COUNTRY. */
export async function checkCountries(db: Database, countries: readonly string[]): Promise<Result<true>> {
  for (const country of countries) if (!(await countryOnSale(db, country))) return fail('INVALID_COUNTRY')
  return ok(true)
}

/**
 * The server's price of a plan for a period, from the price list's shared rows (each country's own
 * row, else the '*' row) with the pricing rules of every sale: base plus the tier's surcharge, times
 * the amount, less the quantity discount; renewals under a month at the retail price.
 */
export async function pricePlan(
  db: Database,
  shape: PlanShape,
  periodUnit: PeriodUnit,
  periodCount: number,
  stock = 0,
): Promise<Result<PlanPrice>> {
  const tier = await findTier(db, shape.bandwidthTier)
  if (!tier) return fail('BANDWIDTH_NOT_EXISTS')
  const rows = new Map<string, PriceRow>()
  for (const country of shape.countries) {
    const row = await findPrice(db, SHARED_PRODUCT, country, periodUnit, periodCount)
    if (!row) return fail('PRICE_NOT_EXISTS')
    rows.set(country, row)
  }
  const basePrice = blendedBasePrice((country) => rows.get(country)?.price ?? 0, splitAmount(shape.amount, shape.countries))
  const planQuote = quote({
    basePrice,
    amount: shape.amount,
    periodUnit,
    periodCount,
    surchargePercent: tier.surchargePercent,
    discounts: await listDiscounts(db),
    stock,
    popular: [...rows.values()].some((row) => row.popular),
  })
  return ok({ quote: planQuote, basePrice, surchargePercent: tier.surchargePercent, monthlyGb: tier.monthlyGb })
}

/**
 * The plan's price for one month at today's list: what it shows as its monthly price, and what the
 * changes of a running plan (more proxies, a dearer tier, other countries) are charged from.
 */
export async function monthlyPriceOf(db: Database, shape: PlanShape): Promise<Result<PlanPrice>> {
  return pricePlan(db, shape, 'month', 1)
}
