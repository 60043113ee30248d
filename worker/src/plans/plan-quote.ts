import { asc, eq } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import type { Quote } from '../contract/orders'
import type { PlanChoice, PlanCountryView } from '../contract/plans'
import type { Database } from '../db/client'
import { countries } from '../db/schema'
import { checkCountries, pricePlan } from './plan-prices'
import { isPlanAmount } from './plan-rules'
import { sharedCapacity } from './shared-stock'

/** Countries on sale, each with its shared proxies that have room for one more customer (0 when none). */
export async function sharedCountries(db: Database): Promise<PlanCountryView[]> {
  const [onSale, capacity] = await Promise.all([
    db.select({ code: countries.code }).from(countries).where(eq(countries.enabled, true)).orderBy(asc(countries.sortOrder)),
    sharedCapacity(db),
  ])
  return onSale.map(({ code }) => ({ countryCode: code, available: capacity.get(code) ?? 0 }))
}

/** The server's price of a plan choice; its stock is the proxies with room in the chosen countries. */
export async function quotePlan(db: Database, choice: PlanChoice): Promise<Result<Quote>> {
  if (!isPlanAmount(choice.amount)) return fail('AMOUNT_PROXY_NOT_VALID')
  const onSale = await checkCountries(db, choice.countries)
  if (!onSale.ok) return onSale
  const capacity = await sharedCapacity(db)
  const stock = choice.countries.reduce((sum, country) => sum + (capacity.get(country) ?? 0), 0)
  const priced = await pricePlan(db, choice, choice.periodUnit, choice.periodCount, stock)
  return priced.ok ? ok(priced.value.quote) : priced
}
