import { asc, eq } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import type { PurchaseQuote } from '../contract/orders'
import type { PlanChoice, PlanCountryView } from '../contract/plans'
import type { Database } from '../db/client'
import { countries } from '../db/schema'
import { purchaseQuote } from '../domain/purchase-check'
import { checkCountries, pricePlan } from './plan-prices'
import { isPlanAmount, splitAmount } from './plan-rules'
import { sharedCapacity } from './shared-stock'

/** Countries on sale, each with its shared proxies that have room for one more customer (0 when none). */
export async function sharedCountries(db: Database): Promise<PlanCountryView[]> {
  const [onSale, capacity] = await Promise.all([
    db.select({ code: countries.code }).from(countries).where(eq(countries.enabled, true)).orderBy(asc(countries.sortOrder)),
    sharedCapacity(db),
  ])
  return onSale.map(({ code }) => ({ countryCode: code, available: capacity.get(code) ?? 0 }))
}

/**
 * The server's price of a plan choice for a buyer with `balance`; its stock is the proxies with room in
 * the chosen countries, and a country with less room than its share of the amount is named short
 * (the plan takes its share from each country, so room elsewhere does not help).
 */
export async function quotePlan(db: Database, choice: PlanChoice, balance: number): Promise<Result<PurchaseQuote>> {
  if (!isPlanAmount(choice.amount)) return fail('AMOUNT_PROXY_NOT_VALID')
  const onSale = await checkCountries(db, choice.countries)
  if (!onSale.ok) return onSale
  const capacity = await sharedCapacity(db)
  const stock = choice.countries.reduce((sum, country) => sum + (capacity.get(country) ?? 0), 0)
  const priced = await pricePlan(db, choice, choice.periodUnit, choice.periodCount, stock)
  if (!priced.ok) return priced
  const wants = splitAmount(choice.amount, choice.countries).map(([countryCode, wanted]) => ({
    countryCode,
    wanted,
    available: capacity.get(countryCode) ?? 0,
  }))
  return ok(purchaseQuote(priced.value.quote, wants, balance))
}
