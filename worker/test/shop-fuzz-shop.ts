import type { BandwidthTier, PeriodUnit } from '../src/contract/catalogue'

/**
 * The shop of the shop fuzz, as plain numbers the model prices from (shop-fuzz-prices.ts) and the
 * setup writes into D1 (shop-fuzz-setup.ts): three countries on sale and one off, four tiers, private
 * and shared price lists, two quantity discounts (shared by both products) and one package.
 */
export const ON_SALE = ['VN', 'US', 'JP'] as const
export type Country = (typeof ON_SALE)[number]
export const OFF_SALE = 'KP'

export const TIERS: Record<BandwidthTier, { percent: number; gb: number | null; sort: number }> = {
  basic: { percent: 0, gb: 10, sort: 0 },
  advanced: { percent: 20, gb: 30, sort: 1 },
  premium: { percent: 50, gb: 100, sort: 2 },
  unlimited: { percent: 100, gb: null, sort: 3 },
}

export const DISCOUNTS = [
  { minAmount: 3, percent: 5 },
  { minAmount: 100, percent: 10 },
]

export type Period = { unit: PeriodUnit; count: number }

/** One proxy's price for a period: the country's own row, else the '*' row. Private and shared: day, week, month. */
export type PriceRow = { product: 'private' | 'shared'; country: Country | '*'; unit: PeriodUnit; price: number }
export const PRICES: PriceRow[] = [
  { product: 'private', country: '*', unit: 'day', price: 3_000 },
  { product: 'private', country: '*', unit: 'week', price: 15_000 },
  { product: 'private', country: '*', unit: 'month', price: 45_000 },
  { product: 'private', country: 'US', unit: 'month', price: 60_000 },
  { product: 'shared', country: '*', unit: 'day', price: 100 },
  { product: 'shared', country: '*', unit: 'week', price: 500 },
  { product: 'shared', country: '*', unit: 'month', price: 1_500 },
  { product: 'shared', country: 'JP', unit: 'month', price: 2_500 },
]

/** A ready-made private package of 3 Vietnamese proxies for a month. */
export const PACKAGE = {
  id: 'fuzz-vn-3',
  country: 'VN' as Country,
  amount: 3,
  tier: 'basic' as BandwidthTier,
  period: { unit: 'month', count: 1 } as Period,
  price: 120_000,
  renewPrice: 110_000,
}

/**
 * Shared proxies per country, the same every run; a plan's share of a country over its proxies there
 * fails (JP cannot hold 50, VN not 150). Each proxy serves up to 5 owners (SHARED_CAPACITY), some of them
 * owners from outside the run (`background`), so the room runs out after a plan or two.
 */
export const SHARED_STOCK: Record<Country, number> = { US: 160, VN: 110, JP: 30 }

/** A rotating key package (ADR 0028): Vietnamese IPv4 keys for a month, from the rotating pool of one node. */
export const KEY_PACKAGE = { id: 'fuzz-key-month', price: 50_000, renewPrice: 45_000, period: { unit: 'month', count: 1 } as Period }

/** What a run starts with: private stock small enough to run out, the shared room others took, and rotating endpoints for keys. */
export type Inventory = { privateStock: Record<Country, number>; background: Record<Country, number>; keyStock: number }
