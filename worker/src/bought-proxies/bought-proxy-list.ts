import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { BoughtProxyListQuery, BoughtProxySort, BoughtProxyView } from '../contract/bought-proxies'
import type { Database } from '../db/client'
import { contains } from '../db/contains'
import { boughtProxies, orders, proxies } from '../db/schema'
import { selectViewRows, toBoughtProxyViews } from './bought-proxy-rows'

const b = boughtProxies
// Every sort ends on the row id, so pages never repeat or skip rows of equal keys.
const orderings: Record<BoughtProxySort, SQL[]> = {
  expiry_asc: [asc(b.expiresAt), asc(b.id)],
  expiry_desc: [desc(b.expiresAt), desc(b.id)],
  newest: [desc(b.createdAt), desc(b.id)],
  oldest: [asc(b.createdAt), asc(b.id)],
  country: [asc(proxies.countryCode), asc(proxies.host), asc(b.id)],
  host: [asc(proxies.host), asc(proxies.httpPort), asc(b.id)],
}

const statusFilter = {
  // What the customer still holds; the (user, status) index answers it.
  all: inArray(b.status, ['using', 'expired']),
  using: eq(b.status, 'using'),
  expired: eq(b.status, 'expired'),
} as const

function whereOf(userId: string, query: BoughtProxyListQuery): SQL | undefined {
  const search = query.search
  const matches = (column: SQLWrapper) => contains(column, search ?? '')
  return and(
    eq(b.userId, userId),
    statusFilter[query.status],
    query.countryCode ? eq(proxies.countryCode, query.countryCode) : undefined,
    query.tagId === 'none' ? isNull(b.tagId) : query.tagId ? eq(b.tagId, query.tagId) : undefined,
    search ? or(matches(proxies.host), matches(b.username), matches(b.comment), matches(orders.code)) : undefined,
  )
}

/** Whether the query needs the joined tables to filter or sort (else the bought-proxy rows alone answer it). */
const needsJoins = (query: BoughtProxyListQuery) =>
  Boolean(query.countryCode || query.search) || query.sort === 'country' || query.sort === 'host'

/**
 * One page of the customer's bought proxies (spec: /manage-private-proxy and its /using and /expired
 * tabs). The page's ids and the count are read from the narrowest rows that answer the query (the
 * bought-proxy rows alone, an index walk, unless a country, a search or a host sort needs the proxy and
 * order rows), and only the 25 rows of the page are read whole: deep pages of 10,000 stay fast.
 */
export async function listBoughtProxies(
  db: Database,
  userId: string,
  query: BoughtProxyListQuery,
  now: number,
): Promise<{ data: BoughtProxyView[]; total: number }> {
  const where = whereOf(userId, query)
  const offset = (query.page - 1) * query.limit
  const joined = needsJoins(query)
  // The page's ids first, from the narrowest rows that can filter and sort; then the 25 whole rows.
  const idsQuery = joined
    ? db.select({ id: b.id }).from(b).innerJoin(proxies, eq(proxies.id, b.proxyId)).innerJoin(orders, eq(orders.id, b.orderId))
    : db.select({ id: b.id }).from(b)
  const countQuery = joined
    ? db.select({ total: count() }).from(b).innerJoin(proxies, eq(proxies.id, b.proxyId)).innerJoin(orders, eq(orders.id, b.orderId))
    : db.select({ total: count() }).from(b)
  const [page, [counted]] = await db.batch([
    idsQuery
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(query.limit)
      .offset(offset),
    countQuery.where(where),
  ])
  const ids = page.map((row) => row.id)
  const rows =
    ids.length === 0
      ? []
      : await selectViewRows(db)
          .where(inArray(b.id, ids))
          .orderBy(...orderings[query.sort])
  return { data: await toBoughtProxyViews(db, rows, now), total: counted?.total ?? 0 }
}
