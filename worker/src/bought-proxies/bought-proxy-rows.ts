import { eq } from 'drizzle-orm'
import type { BoughtProxyView } from '../contract/bought-proxies'
import { KEEP_EXPIRED_MS } from '../contract/orders'
import type { Database } from '../db/client'
import { boughtProxies, orders, proxies, tags } from '../db/schema'

/** What a bought proxy's row in the list needs: the holding, its inventory address, its order and its tag. */
const viewColumns = {
  id: boughtProxies.id,
  orderId: boughtProxies.orderId,
  orderCode: orders.code,
  packageName: orders.packageName,
  bandwidthTier: orders.bandwidthTier,
  autoRenew: orders.autoRenew,
  kind: proxies.kind,
  ipVersion: proxies.ipVersion,
  ipMode: proxies.ipMode,
  countryCode: proxies.countryCode,
  host: proxies.host,
  httpPort: proxies.httpPort,
  socksPort: proxies.socksPort,
  username: boughtProxies.username,
  password: boughtProxies.password,
  status: boughtProxies.status,
  expiresAt: boughtProxies.expiresAt,
  ipChangeMode: boughtProxies.ipChangeMode,
  ipChangeInterval: boughtProxies.ipChangeInterval,
  ipChangeStatus: boughtProxies.ipChangeStatus,
  ipChangedAt: boughtProxies.ipChangedAt,
  passwordChangedAt: boughtProxies.passwordChangedAt,
  authIps: boughtProxies.authIps,
  tagId: boughtProxies.tagId,
  tagName: tags.name,
  comment: boughtProxies.comment,
  checkedAt: boughtProxies.checkedAt,
  checkAlive: boughtProxies.checkAlive,
  checkLatencyMs: boughtProxies.checkLatencyMs,
  checkFailure: boughtProxies.checkFailure,
}

/** The joined select every view of bought proxies starts from; the caller adds where, order and paging. */
export function selectViewRows(db: Database) {
  return db
    .select(viewColumns)
    .from(boughtProxies)
    .innerJoin(proxies, eq(proxies.id, boughtProxies.proxyId))
    .innerJoin(orders, eq(orders.id, boughtProxies.orderId))
    .leftJoin(tags, eq(tags.id, boughtProxies.tagId))
}

export type BoughtProxyRow = Awaited<ReturnType<ReturnType<typeof selectViewRows>['all']>>[number]

/** Auth IPs are stored one per line (as the customer types them), the view lists them. */
export const splitAuthIps = (stored: string) => stored.split('\n').filter((ip) => ip !== '')

export function toBoughtProxyView(row: BoughtProxyRow): BoughtProxyView {
  const { id, checkedAt, checkAlive, checkLatencyMs, checkFailure, authIps, ...rest } = row
  return {
    _id: id,
    ...rest,
    // Expired proxies are locked, and go back to the pool (permanently locked) 3 days after their end.
    lockedUntil: row.status === 'expired' ? row.expiresAt + KEEP_EXPIRED_MS : null,
    authIps: splitAuthIps(authIps),
    health: checkedAt === null ? null : { checkedAt, alive: checkAlive ?? false, latencyMs: checkLatencyMs, failure: checkFailure },
  }
}
