import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm'
import type { InventoryProxyView, InventoryQuery } from '../contract/inventory'
import type { Database } from '../db/client'
import { contains } from '../db/contains'
import { proxies, subServers } from '../db/schema'

function filters(query: InventoryQuery) {
  const search = query.search
  return and(
    query.status ? eq(proxies.status, query.status) : undefined,
    query.subServerId ? eq(proxies.subServerId, query.subServerId) : undefined,
    query.kind ? eq(proxies.kind, query.kind) : undefined,
    query.ipVersion ? eq(proxies.ipVersion, query.ipVersion) : undefined,
    query.ipMode ? eq(proxies.ipMode, query.ipMode) : undefined,
    query.countryCode ? eq(proxies.countryCode, query.countryCode) : undefined,
    search ? or(contains(proxies.host, search), contains(proxies.username, search)) : undefined,
  )
}

/** The inventory a page at a time, newest first, searched by host or username. */
export async function listInventory(db: Database, query: InventoryQuery): Promise<{ data: InventoryProxyView[]; total: number }> {
  const where = filters(query)
  const [rows, [total]] = await Promise.all([
    db
      .select({ proxy: proxies, subServerName: subServers.name })
      .from(proxies)
      .innerJoin(subServers, eq(subServers.id, proxies.subServerId))
      .where(where)
      .orderBy(desc(proxies.createdAt), proxies.host, proxies.httpPort, proxies.socksPort)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(proxies).where(where),
  ])
  const data = rows.map(({ proxy, subServerName }) => ({
    _id: proxy.id,
    subServerId: proxy.subServerId,
    subServerName,
    host: proxy.host,
    httpPort: proxy.httpPort,
    socksPort: proxy.socksPort,
    username: proxy.username,
    password: proxy.password,
    countryCode: proxy.countryCode,
    kind: proxy.kind,
    carrier: proxy.carrier,
    region: proxy.region,
    ipVersion: proxy.ipVersion,
    ipMode: proxy.ipMode,
    status: proxy.status,
    createdAt: proxy.createdAt,
  }))
  return { data, total: total?.total ?? 0 }
}

/**
 * Puts proxies on sale ('free') or takes them out ('disabled'). A sold proxy belongs to a customer
 * until its order releases it, so the statement itself never touches one (a sale racing this keeps it).
 */
export async function setProxyStatus(db: Database, ids: string[], status: 'free' | 'disabled', now: number): Promise<{ updated: number }> {
  const updated = await db
    .update(proxies)
    .set({ status, updatedAt: now })
    .where(
      and(
        // One JSON parameter: D1 binds at most 100 per statement, a selection may hold 500 ids.
        sql`${proxies.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
        ne(proxies.status, 'sold'),
        ne(proxies.status, status),
      ),
    )
    .returning({ id: proxies.id })
  return { updated: updated.length }
}
