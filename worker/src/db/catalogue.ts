import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { PeriodUnit, Product } from '../contract/catalogue'
import type { Database } from './client'
import { bandwidthTierSettings, countries, discounts, packages, prices, proxies } from './schema'

export type PriceRow = typeof prices.$inferSelect
export type PackageRow = typeof packages.$inferSelect

/** The price of one proxy of a product for a period: the country's own row, else the '*' row; null when not sold. */
export async function findPrice(
  db: Database,
  product: Product,
  countryCode: string,
  periodUnit: PeriodUnit,
  periodCount: number,
): Promise<PriceRow | null> {
  const rows = await db
    .select()
    .from(prices)
    .where(
      and(
        eq(prices.kind, product.kind),
        eq(prices.ipVersion, product.ipVersion),
        eq(prices.ipMode, product.ipMode),
        inArray(prices.countryCode, [countryCode, '*']),
        eq(prices.periodUnit, periodUnit),
        eq(prices.periodCount, periodCount),
        eq(prices.enabled, true),
      ),
    )
  return rows.find((row) => row.countryCode === countryCode) ?? rows.find((row) => row.countryCode === '*') ?? null
}

export const listTiers = (db: Database) => db.select().from(bandwidthTierSettings).orderBy(asc(bandwidthTierSettings.sortOrder))

export async function findTier(db: Database, tier: string) {
  const [row] = await db
    .select()
    .from(bandwidthTierSettings)
    .where(eq(bandwidthTierSettings.tier, tier as never))
    .limit(1)
  return row ?? null
}

export const listDiscounts = (db: Database) => db.select().from(discounts).orderBy(asc(discounts.minAmount))

export async function findPackage(db: Database, id: string): Promise<PackageRow | null> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1)
  return row ?? null
}

/** Is the country on sale (known and enabled)? */
export async function countryOnSale(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ enabled: countries.enabled }).from(countries).where(eq(countries.code, code)).limit(1)
  return row?.enabled === true
}

/** Free proxies of a product in a country: the live stock a sale can claim from. */
export async function stockOf(db: Database, product: Product, countryCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(proxies)
    .where(
      and(
        eq(proxies.status, 'free'),
        eq(proxies.kind, product.kind),
        eq(proxies.ipVersion, product.ipVersion),
        eq(proxies.ipMode, product.ipMode),
        eq(proxies.countryCode, countryCode),
      ),
    )
  return row?.n ?? 0
}
