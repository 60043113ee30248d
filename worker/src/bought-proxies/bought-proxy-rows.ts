import { eq } from 'drizzle-orm'
import type { BoughtProxyView, NodeState } from '../contract/bought-proxies'
import { NODE_OFFLINE_AFTER_MS } from '../contract/node-feed'
import { KEEP_EXPIRED_MS } from '../contract/orders'
import { BYTES_PER_GB, periodStartOf, USAGE_PERIOD_MS } from '../contract/usage'
import type { Database } from '../db/client'
import { bandwidthTierSettings, boughtProxies, orders, proxies, subServers, tags } from '../db/schema'
import { usedNow } from '../nodes/usage-reads'

/** What a bought proxy's row in the list needs: the holding, its inventory address, its order and its tag. */
const viewColumns = {
  id: boughtProxies.id,
  orderId: boughtProxies.orderId,
  orderCode: orders.code,
  packageName: orders.packageName,
  packageNameEn: orders.packageNameEn,
  bandwidthTier: orders.bandwidthTier,
  autoRenew: orders.autoRenew,
  // The order's: what was sold (the inventory row's kind is the same, rotating rows are never sold as proxies).
  kind: orders.kind,
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
  exitAddress: proxies.exitAddress,
  orderStartsAt: orders.startsAt,
  allowanceGb: bandwidthTierSettings.monthlyGb,
  nodeSeenAt: subServers.lastSeenAt,
  nodeKeyed: subServers.keyIssuedAt,
}

/** The joined select every view of bought proxies starts from; the caller adds where, order and paging. */
export function selectViewRows(db: Database) {
  return db
    .select(viewColumns)
    .from(boughtProxies)
    .innerJoin(proxies, eq(proxies.id, boughtProxies.proxyId))
    .innerJoin(orders, eq(orders.id, boughtProxies.orderId))
    .innerJoin(subServers, eq(subServers.id, proxies.subServerId))
    .leftJoin(bandwidthTierSettings, eq(bandwidthTierSettings.tier, orders.bandwidthTier))
    .leftJoin(tags, eq(tags.id, boughtProxies.tagId))
}

export type BoughtProxyRow = Awaited<ReturnType<ReturnType<typeof selectViewRows>['all']>>[number]

/** Auth IPs are stored one per line (as the customer types them), the view lists them. */
export const splitAuthIps = (stored: string) => stored.split('\n').filter((ip) => ip !== '')

/**
 * A node is offline when its last heartbeat is too old, or when it has a key but never reported (its
 * program is not running); a node with neither runs no node program (outside proxies): no state.
 */
function nodeState(seenAt: number | null, keyed: number | null, now: number): NodeState | null {
  if (seenAt === null) return keyed === null ? null : 'offline'
  return now - seenAt < NODE_OFFLINE_AFTER_MS ? 'online' : 'offline'
}

/** The row as its owner sees it; `used`: the bytes the nodes counted in its current window (nodes/usage-reads.ts). */
export function toBoughtProxyView(row: BoughtProxyRow, now: number, used: number): BoughtProxyView {
  const { id, checkedAt, checkAlive, checkLatencyMs, checkFailure, authIps, orderStartsAt, allowanceGb, nodeSeenAt, nodeKeyed, ...rest } =
    row
  return {
    _id: id,
    ...rest,
    usage: {
      usedBytes: used,
      allowanceBytes: allowanceGb === null ? null : allowanceGb * BYTES_PER_GB,
      periodEnd: periodStartOf(orderStartsAt, now) + USAGE_PERIOD_MS,
    },
    node: nodeState(nodeSeenAt, nodeKeyed, now),
    // Expired proxies are locked, and go back to the pool (permanently locked) 3 days after their end.
    lockedUntil: row.status === 'expired' ? row.expiresAt + KEEP_EXPIRED_MS : null,
    authIps: splitAuthIps(authIps),
    health: checkedAt === null ? null : { checkedAt, alive: checkAlive ?? false, latencyMs: checkLatencyMs, failure: checkFailure },
  }
}

/** The views of rows, with what each moved in its current window (one read of the totals). */
export async function toBoughtProxyViews(db: Database, rows: BoughtProxyRow[], now: number): Promise<BoughtProxyView[]> {
  const used = await usedNow(
    db,
    rows.map((row) => ({ owner: 'private', ownerId: row.id, anchor: row.orderStartsAt })),
    now,
  )
  return rows.map((row) => toBoughtProxyView(row, now, used.get(row.id) ?? 0))
}
