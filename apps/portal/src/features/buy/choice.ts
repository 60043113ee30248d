import type { BandwidthTierView, CountryView, PriceView, Product } from '@proxy-portal/worker/contract/catalogue'
import { MAX_ORDER_AMOUNT, type PeriodUnit, periodDays, stockKey } from '@proxy-portal/worker/contract/catalogue-values'
import type { OrderChoice } from '@proxy-portal/worker/contract/orders'
import { parsePeriod, periodValue } from '../../lib/period-value'

export type PeriodOption = { unit: PeriodUnit; count: number; price: number; popular: boolean }

/**
 * The periods a product is sold for in a country, shortest first: the country's own price row
 * where it has one, else the every-country ('*') row, as the server prices them.
 */
export function periodsFor(prices: PriceView[], product: Product, countryCode: string): PeriodOption[] {
  const byPeriod = new Map<string, PriceView>()
  for (const row of prices) {
    if (!row.enabled || row.kind !== product.kind || row.ipVersion !== product.ipVersion || row.ipMode !== product.ipMode) continue
    if (row.countryCode !== '*' && row.countryCode !== countryCode) continue
    const key = periodValue(row.periodUnit, row.periodCount)
    if (row.countryCode !== '*' || !byPeriod.has(key)) byPeriod.set(key, row)
  }
  return [...byPeriod.values()]
    .map((row) => ({ unit: row.periodUnit, count: row.periodCount, price: row.price, popular: row.popular }))
    .sort((a, b) => periodDays(a.unit, a.count) - periodDays(b.unit, b.count))
}

export type CountryOption = { code: string; stock: number }

/** Countries on sale with their live stock of the product. */
export function countriesFor(countries: CountryView[], product: Product): CountryOption[] {
  return countries
    .filter((country) => country.enabled)
    .map((country) => ({ code: country.code, stock: country.stock[stockKey(product)] ?? 0 }))
}

/** The most one order may take: the shop's maximum, and what is in stock. */
export const maxAmount = (stock: number) => Math.max(0, Math.min(MAX_ORDER_AMOUNT, stock))

/** Why an amount cannot be bought (null when it can). */
export function amountProblem(amount: number, stock: number): 'min' | 'max' | 'stock' | null {
  if (!Number.isInteger(amount) || amount < 1) return 'min'
  if (amount > MAX_ORDER_AMOUNT) return 'max'
  if (amount > stock) return 'stock'
  return null
}

/**
 * The form as typed: the product, and the rest as the fields hold them. A country of null is one not
 * chosen yet: the form stands on the first country in stock, so its price shows at once.
 */
export type Draft = {
  product: Product & { kind: 'private' }
  countryCode: string | null
  amount: string
  bandwidthTier: string
  period: string
}

/**
 * What the form offers and means now: a period or tier no longer offered falls back to the most
 * popular period (else the shortest) and the first tier; the choice is null until it is complete.
 */
export function resolveDraft(draft: Draft, catalogue: { countries: CountryView[]; prices: PriceView[]; tiers: BandwidthTierView[] }) {
  const countries = countriesFor(catalogue.countries, draft.product)
  const code = draft.countryCode ?? countries.find((c) => c.stock > 0)?.code ?? ''
  const periods = periodsFor(catalogue.prices, draft.product, code)
  const fallback = periods.find((p) => p.popular) ?? periods[0]
  const period = periods.some((p) => periodValue(p.unit, p.count) === draft.period)
    ? draft.period
    : fallback
      ? periodValue(fallback.unit, fallback.count)
      : ''
  const tier = catalogue.tiers.find((t) => t.tier === draft.bandwidthTier) ?? catalogue.tiers[0]
  const country = countries.find((c) => c.code === code)
  const amount = Number(draft.amount)
  const parsed = parsePeriod(period)
  const complete = country && tier && parsed && draft.amount !== '' && amountProblem(amount, MAX_ORDER_AMOUNT) === null
  const choice: OrderChoice | null = complete
    ? { ...draft.product, countryCode: country.code, amount, bandwidthTier: tier.tier, ...parsed }
    : null
  return { countries, periods, period, tier: tier?.tier ?? '', country, choice }
}

/** Where a buy form starts: a product page's or the price list's link may name its country, period and tier. */
export type Start = { countryCode?: string; period?: string; bandwidthTier?: string }

export const initialDraft = (product: Draft['product'], start: Start = {}): Draft => ({
  product,
  countryCode: start.countryCode ?? null,
  amount: '1',
  bandwidthTier: start.bandwidthTier ?? '',
  period: start.period ?? '',
})
