import { sql } from 'drizzle-orm'
import type { StockLine } from '../contract/admin-overview'
import type { IpMode, IpVersion, ProxyKind } from '../contract/catalogue'
import { NODE_OFFLINE_AFTER_MS } from '../contract/node-feed'
import { DEFAULT_LOW_STOCK, productKey } from '../contract/settings'
import type { Database } from './client'

type StockRow = { kind: ProxyKind; ipVersion: IpVersion; ipMode: IpMode; countryCode: string; free: number; sold: number }

/** Free and sold proxies by product and country, each marked low at or under its product's threshold. */
export async function stockLines(db: Database, thresholds: Record<string, number>): Promise<StockLine[]> {
  const rows = await db.all<StockRow>(sql`SELECT kind, ip_version AS ipVersion, ip_mode AS ipMode, country_code AS countryCode,
      SUM(CASE WHEN status = 'free' THEN 1 ELSE 0 END) AS free, SUM(CASE WHEN status = 'sold' THEN 1 ELSE 0 END) AS sold
      FROM proxies GROUP BY kind, ip_version, ip_mode, country_code ORDER BY kind, ip_version, ip_mode, country_code`)
  return rows.map((row) => {
    const threshold = thresholds[productKey(row)] ?? DEFAULT_LOW_STOCK
    return { ...row, threshold, low: row.free <= threshold }
  })
}

/** Every node with whether it reported within NODE_OFFLINE_AFTER_MS (never reported: offline). */
export async function nodeStates(db: Database, now: number) {
  const rows = await db.all<{ id: string; name: string; lastSeenAt: number | null }>(
    sql`SELECT id, name, last_seen_at AS lastSeenAt FROM sub_servers ORDER BY name`,
  )
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    lastSeenAt: row.lastSeenAt,
    online: row.lastSeenAt !== null && now - row.lastSeenAt < NODE_OFFLINE_AFTER_MS,
  }))
}

/** Proxies in use and plans running now. */
export async function activeCounts(db: Database): Promise<{ proxies: number; plans: number }> {
  const row = await db.get<{ proxies: number; plans: number }>(sql`SELECT
    (SELECT COUNT(*) FROM bought_proxies WHERE status = 'using') AS proxies,
    (SELECT COUNT(*) FROM plans WHERE status = 'using') AS plans`)
  return row ?? { proxies: 0, plans: 0 }
}
