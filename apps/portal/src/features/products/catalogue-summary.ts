import type { CountryView, PriceView, Product } from '@proxy-portal/worker/contract/catalogue'
import { type PeriodUnit, periodDays } from '@proxy-portal/worker/contract/catalogue-values'
import { type CountryOption, countriesFor } from '../buy/choice'

export type FromPrice = { price: number; unit: PeriodUnit; count: number }
export type Period = { unit: PeriodUnit; count: number }

const sameProduct = (row: Product, product: Product) =>
  row.kind === product.kind && row.ipVersion === product.ipVersion && row.ipMode === product.ipMode

const shorter = (a: Period, b: Period) => periodDays(a.unit, a.count) - periodDays(b.unit, b.count)

/** The cheapest of some prices, the shorter period first on a tie; null for none. */
export function cheapest(options: (Period & { price: number })[]): FromPrice | null {
  const [first] = [...options].sort((a, b) => a.price - b.price || shorter(a, b))
  return first ? { price: first.price, unit: first.unit, count: first.count } : null
}

const totalStock = (countries: CountryOption[]) => countries.reduce((sum, country) => sum + country.stock, 0)

/**
 * A product at a glance, from the live catalogue: its lowest price on sale (over the every-country
 * '*' rows and the countries' own rows alike, per proxy), the periods it is sold for, shortest
 * first, and the countries on sale that have it in stock, in the catalogue's order.
 */
export function summarise(product: Product, prices: PriceView[], countries: CountryView[]) {
  const rows = prices.filter((row) => row.enabled && sameProduct(row, product))
  const periods = new Map<string, Period>()
  for (const row of rows) periods.set(`${row.periodUnit}:${row.periodCount}`, { unit: row.periodUnit, count: row.periodCount })
  const inStock = countriesFor(countries, product).filter((country) => country.stock > 0)
  return {
    from: cheapest(rows.map((row) => ({ price: row.price, unit: row.periodUnit, count: row.periodCount }))),
    periods: [...periods.values()].sort(shorter),
    countries: inStock,
    stock: totalStock(inStock),
  }
}

export type ProductSummary = ReturnType<typeof summarise>
