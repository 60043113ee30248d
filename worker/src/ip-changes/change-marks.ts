import { IP_CHANGE_COOLDOWN_MS, type IpChangeStatus } from '../contract/bought-proxies'
import type { IpMode, IpVersion, ProxyKind } from '../contract/catalogue'
import type { BoughtProxyStatus } from '../contract/orders'
import type { ChangeCandidate } from './change-rules'

/** A bought proxy marked 'changing' by one caller (`requestedAt` is that caller's mark), with its product. */
export type Changing = {
  id: string
  userId: string
  proxyId: string
  requestedAt: number
  ipChangedAt: number | null
  kind: ProxyKind
  ipVersion: IpVersion
  ipMode: IpMode
  countryCode: string
  /** The proxy's node, its exit now, and whether the node runs the node program (ever sent a heartbeat). */
  subServerId: string
  exitAddress: string
  managed: boolean
  ipv6Prefix: string | null
}

type Row = {
  id: string
  user_id: string
  proxy_id: string
  status: BoughtProxyStatus
  ip_change_status: IpChangeStatus
  ip_change_requested_at: number | null
  ip_changed_at: number | null
  kind: ProxyKind
  ip_version: IpVersion
  ip_mode: IpMode
  country_code: string
  sub_server_id: string
  exit_address: string
  managed: number
  ipv6_prefix: string | null
}

const SELECT = `SELECT b.id, b.user_id, b.proxy_id, b.status, b.ip_change_status, b.ip_change_requested_at, b.ip_changed_at,
  p.kind, p.ip_version, p.ip_mode, p.country_code, p.sub_server_id, p.exit_address, s.last_seen_at IS NOT NULL AS managed, s.ipv6_prefix
  FROM bought_proxies b JOIN proxies p ON p.id = b.proxy_id JOIN sub_servers s ON s.id = p.sub_server_id`
const IDS = 'SELECT value FROM json_each(?)'
// Who may be marked by a customer's call: in use, not changing, not changed within the cooldown.
const MARKABLE = `status = 'using' AND ip_change_status <> 'changing' AND (ip_changed_at IS NULL OR ip_changed_at <= ?3 - ${IP_CHANGE_COOLDOWN_MS})`

/** The caller's selected proxies that are not released, as the change rules see them. */
export async function selectedProxies(d1: D1Database, userId: string, ids: string[]): Promise<ChangeCandidate[]> {
  const { results } = await d1
    .prepare(`${SELECT} WHERE b.user_id = ? AND b.status <> 'released' AND b.id IN (${IDS})`)
    .bind(userId, JSON.stringify(ids))
    .all<Row>()
  return results.map((row) => ({ id: row.id, status: row.status, ipChangeStatus: row.ip_change_status, ipChangedAt: row.ip_changed_at }))
}

/**
 * Marks all of the caller's selection 'changing', or none: the count in the WHERE is taken before
 * any row changes, so a selection that another call got to first (or that expired) is not half marked.
 */
export async function markSelection(d1: D1Database, userId: string, ids: string[], now: number): Promise<boolean> {
  const scope = `user_id = ?1 AND id IN (SELECT value FROM json_each(?2)) AND ${MARKABLE}`
  const marked = await d1
    .prepare(
      `UPDATE bought_proxies SET ip_change_status = 'changing', ip_change_requested_at = ?3, updated_at = ?3
        WHERE ${scope} AND (SELECT COUNT(*) FROM bought_proxies WHERE ${scope}) = ?4`,
    )
    .bind(userId, JSON.stringify(ids), now, ids.length)
    .run()
  return marked.meta.changes === ids.length
}

/** Automatic changes that are due (every `ipChangeInterval` minutes), oldest due first, marked by this run. */
export async function markDueAutoChanges(d1: D1Database, now: number, limit: number): Promise<string[]> {
  const due = `ip_change_mode = 'auto' AND status = 'using' AND ip_change_status <> 'changing'
    AND coalesce(ip_changed_at, created_at) + ip_change_interval * 60000 <= ?1`
  const { results } = await d1
    .prepare(
      `UPDATE bought_proxies SET ip_change_status = 'changing', ip_change_requested_at = ?1, updated_at = ?1
        WHERE id IN (SELECT id FROM bought_proxies WHERE ${due}
          ORDER BY coalesce(ip_changed_at, created_at) + ip_change_interval * 60000, id LIMIT ?2) AND ${due}
        RETURNING id`,
    )
    .bind(now, limit)
    .all<{ id: string }>()
  return results.map((row) => row.id)
}

/**
 * Marks older than `staleBefore` (their call died), taken over by this run: it finishes or rolls them
 * back. A change a node has still to apply (ip_change_feed_version set) is done on the portal's side:
 * it waits for the node's heartbeat, however long that takes (ADR 0018).
 */
export async function takeOverStaleMarks(d1: D1Database, staleBefore: number, now: number, limit: number): Promise<string[]> {
  const stale = `ip_change_status = 'changing' AND ip_change_feed_version IS NULL AND ip_change_requested_at <= ?1`
  const { results } = await d1
    .prepare(
      `UPDATE bought_proxies SET ip_change_requested_at = ?2, updated_at = ?2
        WHERE id IN (SELECT id FROM bought_proxies WHERE ${stale} ORDER BY ip_change_requested_at LIMIT ?3) AND ${stale}
        RETURNING id`,
    )
    .bind(staleBefore, now, limit)
    .all<{ id: string }>()
  return results.map((row) => row.id)
}

/** The proxies among `ids` that carry the mark made at `requestedAt`, with their product. */
export async function changingRows(d1: D1Database, ids: string[], requestedAt: number): Promise<Changing[]> {
  if (ids.length === 0) return []
  const { results } = await d1
    .prepare(`${SELECT} WHERE b.id IN (${IDS}) AND b.ip_change_status = 'changing' AND b.ip_change_requested_at = ?`)
    .bind(JSON.stringify(ids), requestedAt)
    .all<Row>()
  return results.map((row) => ({
    id: row.id,
    userId: row.user_id,
    proxyId: row.proxy_id,
    requestedAt,
    ipChangedAt: row.ip_changed_at,
    kind: row.kind,
    ipVersion: row.ip_version,
    ipMode: row.ip_mode,
    countryCode: row.country_code,
    subServerId: row.sub_server_id,
    exitAddress: row.exit_address,
    managed: row.managed === 1,
    ipv6Prefix: row.ipv6_prefix,
  }))
}
