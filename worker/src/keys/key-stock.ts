import { type Column, type SQL, sql } from 'drizzle-orm'
import type { IpVersion } from '../contract/catalogue'
import type { KeyStockView } from '../contract/key-packages'
import { NODE_OFFLINE_AFTER_MS } from '../contract/node-feed'
import type { Database } from '../db/client'

/** What a key is of: a product and country, and a carrier and region when its package names them. */
type Value<T> = T | SQL | Column
export type KeyProduct = {
  ipVersion: Value<IpVersion>
  countryCode: Value<string>
  carrier: Value<string | null>
  region: Value<string | null>
}

/**
 * The rotating proxies (`p`, on node `s`) a key of `product` can take as its endpoint at `now`: free,
 * of the rotating pool, of its product and country (and carrier and region when named), on a node that
 * is on and online. Keys are sold only where a node program answers, since a key's IP change waits for
 * its node (ADR 0028). The product's fields may be values or columns (a package's stock in a list).
 */
export function sellableFor(product: KeyProduct, now: number): SQL {
  return sql`p.status = 'free' AND p.kind = 'rotating' AND s.enabled = 1 AND s.last_seen_at >= ${now - NODE_OFFLINE_AFTER_MS}
    AND p.ip_version = ${product.ipVersion} AND p.country_code = ${product.countryCode}
    AND (${product.carrier} IS NULL OR p.carrier = ${product.carrier}) AND (${product.region} IS NULL OR p.region = ${product.region})`
}

/** How many keys of `product` can be bought now. */
export function keyStockSql(product: KeyProduct, now: number): SQL<number> {
  return sql<number>`(SELECT count(*) FROM proxies p JOIN sub_servers s ON s.id = p.sub_server_id WHERE ${sellableFor(product, now)})`
}

/** The free rotating pool by country, product, carrier and region (any node), for the admin's package form. */
export async function keyStockOptions(db: Database): Promise<KeyStockView[]> {
  return db.all<KeyStockView>(sql`SELECT country_code AS countryCode, ip_version AS ipVersion, carrier, region, count(*) AS free
    FROM proxies WHERE kind = 'rotating' AND status = 'free'
    GROUP BY country_code, ip_version, carrier, region ORDER BY country_code, ip_version, carrier, region`)
}
