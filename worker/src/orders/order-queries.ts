import { and, count, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm'
import type { OrderStatus } from '../contract/orders'
import type { Database } from '../db/client'
import { contains } from '../db/contains'
import { boughtProxies, orderLogs, orders, proxies } from '../db/schema'

export type OrderRow = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert

/** An order of this user; another user's order is as absent as one that never existed. */
export async function findOrderOf(db: Database, userId: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1)
  return row ?? null
}

/** Any user's order, for admins. */
export async function findOrderById(db: Database, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
  return row ?? null
}

/** The proxies an order holds (in use or expired); released ones went back to the pool and are no longer the customer's. */
export function heldProxiesOf(db: Database, orderId: string) {
  return db
    .select({
      id: boughtProxies.id,
      host: proxies.host,
      httpPort: proxies.httpPort,
      socksPort: proxies.socksPort,
      username: boughtProxies.username,
      password: boughtProxies.password,
      countryCode: proxies.countryCode,
      status: boughtProxies.status,
      expiresAt: boughtProxies.expiresAt,
    })
    .from(boughtProxies)
    .innerJoin(proxies, eq(proxies.id, boughtProxies.proxyId))
    .where(and(eq(boughtProxies.orderId, orderId), ne(boughtProxies.status, 'released')))
    .orderBy(proxies.host, proxies.httpPort, proxies.socksPort)
}
export type HeldProxyRow = Awaited<ReturnType<typeof heldProxiesOf>>[number]

export const logsOf = (db: Database, orderId: string) =>
  db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId)).orderBy(desc(orderLogs.createdAt), sql`rowid DESC`)

export type OrderScope = {
  userId?: string
  status?: OrderStatus
  search?: string
  kind?: OrderRow['kind']
  ipVersion?: OrderRow['ipVersion']
  ipMode?: OrderRow['ipMode']
  countryCode?: string
  /** Made at or after `start` and before `end` (ms). */
  start?: number
  end?: number
  /** The user by id, username or e-mail (an admin's filter). */
  user?: string
}
type Page = { page: number; limit: number }
// Orders of one moment keep the order they were written in (the user-time index holds the rowid too).
const newestRowFirst = sql`rowid DESC`

/** Orders newest first, one page; search by order code (any part of it, in any case). */
export async function listOrders(db: Database, scope: OrderScope, page: Page) {
  const where: SQL | undefined = and(
    scope.userId ? eq(orders.userId, scope.userId) : undefined,
    scope.status ? eq(orders.status, scope.status) : undefined,
    scope.search ? contains(orders.code, scope.search) : undefined,
    scope.kind ? eq(orders.kind, scope.kind) : undefined,
    scope.ipVersion ? eq(orders.ipVersion, scope.ipVersion) : undefined,
    scope.ipMode ? eq(orders.ipMode, scope.ipMode) : undefined,
    scope.countryCode ? eq(orders.countryCode, scope.countryCode) : undefined,
    scope.start !== undefined ? gte(orders.createdAt, scope.start) : undefined,
    scope.end !== undefined ? lt(orders.createdAt, scope.end) : undefined,
    scope.user
      ? sql`${orders.userId} IN (SELECT id FROM users WHERE id = ${scope.user} OR username = ${scope.user} OR email = ${scope.user})`
      : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), newestRowFirst)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(orders).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}
