import { type Heartbeat, type HeartbeatAnswer, NODE_HEARTBEAT_SECONDS } from '../contract/node-feed'
import type { Env } from '../env'
import { notify } from '../ip-changes/run-changes'

/** The node's health as it reported it; the feed version it serves, when it is a number (the portal's are). */
const STORE = `UPDATE sub_servers SET last_seen_at = ?2, node_version = ?3, started_at = ?4, uptime_seconds = ?5, proxies_served = ?6,
    listeners = ?7, open_connections = ?8, bytes_per_second = ?9, pending_reports = ?10, applied_feed_version = ?11,
    feed_applied_at = ?12, last_error = ?13
  WHERE id = ?1 RETURNING feed_version`
/** IP changes this node now serves (ADR 0018): 'changed at' the time the node said so. ?1 node ?2 version ?3 now */
const APPLIED = `UPDATE bought_proxies SET ip_change_status = 'changed', ip_changed_at = ?3, ip_change_feed_version = NULL, updated_at = ?3
  WHERE ip_change_status = 'changing' AND ip_change_feed_version <= ?2 AND proxy_id IN (SELECT id FROM proxies WHERE sub_server_id = ?1)
  RETURNING id, user_id AS userId`
/** The same for rotating keys (ADR 0028): the change-IP call that waits for this answers with the new exit. */
const KEYS_APPLIED = `UPDATE proxy_keys SET change_status = 'changed', change_feed_version = NULL, updated_at = ?3
  WHERE change_status = 'changing' AND change_feed_version <= ?2 AND proxy_id IN (SELECT id FROM proxies WHERE sub_server_id = ?1)
  RETURNING id, user_id AS userId`

const versionOf = (text: string | null) => (text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null)

/**
 * `POST /api/sub-server/heartbeat`: stores the node's health, completes the IP changes of proxies
 * and keys it has applied (and tells their owners' open pages), and answers the portal's feed version, so a node
 * serving another one pulls at once.
 */
export async function recordHeartbeat(env: Env, nodeId: string, beat: Heartbeat, now: number): Promise<HeartbeatAnswer> {
  const applied = versionOf(beat.feedVersion)
  const health = [beat.version, beat.startedAt, Math.round(beat.uptimeSeconds), beat.proxiesServed, beat.listeners]
  const traffic = [beat.openConnections, Math.round(beat.bytesPerSecond), beat.pendingReports]
  const [stored, done, keysDone] = await env.DB.batch([
    env.DB.prepare(STORE).bind(nodeId, now, ...health, ...traffic, applied, beat.feedAppliedAt, beat.lastError),
    env.DB.prepare(APPLIED).bind(nodeId, applied ?? -1, now),
    env.DB.prepare(KEYS_APPLIED).bind(nodeId, applied ?? -1, now),
  ])
  const changed = [...(done?.results ?? []), ...(keysDone?.results ?? [])] as { id: string; userId: string }[]
  if (changed.length > 0) await notify(env, changed, () => 'changed', now)
  const feedVersion = (stored?.results[0] as { feed_version: number } | undefined)?.feed_version ?? 0
  return { feedVersion: String(feedVersion), heartbeatSeconds: NODE_HEARTBEAT_SECONDS }
}
