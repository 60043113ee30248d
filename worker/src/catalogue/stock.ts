import { and, count, eq, ne, sql } from 'drizzle-orm'
import { ipModes, ipVersions, type Product, proxyKinds, stockKey } from '../contract/catalogue'
import { SHARED_PROXY_CAPACITY } from '../contract/plans'
import type { Database } from '../db/client'
import { proxies } from '../db/schema'

/** Free proxies per country, per product key (`kind:ipVersion:ipMode`), every product present (0 when none). */
export type StockTable = Map<string, Record<string, number>>

export const productKeys = proxyKinds.flatMap((kind) =>
  ipVersions.flatMap((ipVersion) => ipModes.map((ipMode) => stockKey({ kind, ipVersion, ipMode }))),
)

export const emptyStock = (): Record<string, number> => Object.fromEntries(productKeys.map((key) => [key, 0]))

/**
 * The live stock of every product in every country, in one grouped query (index proxies_stock):
 * free private proxies, and shared proxies with room for one more customer (plans and trials share them).
 */
export async function readStock(db: Database): Promise<StockTable> {
  const rows = await db
    .select({ kind: proxies.kind, ipVersion: proxies.ipVersion, ipMode: proxies.ipMode, countryCode: proxies.countryCode, free: count() })
    .from(proxies)
    .where(
      and(
        eq(proxies.status, 'free'),
        // The rotating pool is sold as keys (catalogue/key-stock.ts), never as proxies.
        ne(proxies.kind, 'rotating'),
        sql`(${proxies.kind} <> 'shared' OR (SELECT count(*) FROM shared_assignments a WHERE a.proxy_id = ${proxies.id} AND a.released = 0) < ${SHARED_PROXY_CAPACITY})`,
      ),
    )
    .groupBy(proxies.kind, proxies.ipVersion, proxies.ipMode, proxies.countryCode)
  const table: StockTable = new Map()
  for (const row of rows) {
    const stock = table.get(row.countryCode) ?? emptyStock()
    stock[stockKey(row as Product)] = row.free
    table.set(row.countryCode, stock)
  }
  return table
}

export const stockIn = (table: StockTable, product: Product, countryCode: string): number =>
  table.get(countryCode)?.[stockKey(product)] ?? 0
