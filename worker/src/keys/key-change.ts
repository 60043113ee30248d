import type { Env } from '../env'
import { notify } from '../ip-changes/run-changes'
import { type KeyChange, moveKeyExit } from './key-exits'

/** The rules of domain/key-rules.ts `changeRefusal`, in SQL (?2 now), so two calls cannot both pass them. */
const MAY_CHANGE = `status = 'using' AND expires_at > ?2 AND change_status <> 'changing'
  AND (changed_at IS NULL OR changed_at + min_change_seconds * 1000 <= ?2)`

const CHANGING = `SELECT k.id, k.user_id AS userId, k.proxy_id AS proxyId, k.change_requested_at AS requestedAt, k.ip_version AS ipVersion,
    k.country_code AS countryCode, k.carrier, k.region, p.sub_server_id AS subServerId, p.exit_address AS exitAddress,
    p.carrier AS exitCarrier, p.region AS exitRegion, s.ipv6_prefix AS ipv6Prefix
  FROM proxy_keys k JOIN proxies p ON p.id = k.proxy_id JOIN sub_servers s ON s.id = p.sub_server_id`

/** Marks one key 'changing' for this caller if it may change now; null when another call got there first or a rule says no. */
export async function markKey(d1: D1Database, keyId: string, now: number): Promise<KeyChange | null> {
  const marked = await d1
    .prepare(
      `UPDATE proxy_keys SET change_status = 'changing', change_requested_at = ?2, updated_at = ?2 WHERE id = ?1 AND ${MAY_CHANGE} RETURNING id`,
    )
    .bind(keyId, now)
    .first<{ id: string }>()
  if (!marked) return null
  return d1.prepare(`${CHANGING} WHERE k.id = ?1 AND k.change_requested_at = ?2`).bind(keyId, now).first<KeyChange>()
}

/** Keys whose automatic rotation is due (every `auto_rotate_minutes` from their last change or start), marked by this run. */
export async function markDueRotations(d1: D1Database, now: number, limit: number): Promise<KeyChange[]> {
  const due = `auto_rotate_minutes IS NOT NULL AND status = 'using' AND expires_at > ?1 AND change_status <> 'changing'
    AND coalesce(changed_at, starts_at) + auto_rotate_minutes * 60000 <= ?1`
  const { results } = await d1
    .prepare(
      `UPDATE proxy_keys SET change_status = 'changing', change_requested_at = ?1, updated_at = ?1
        WHERE id IN (SELECT id FROM proxy_keys WHERE ${due} ORDER BY coalesce(changed_at, starts_at) + auto_rotate_minutes * 60000, id
          LIMIT ?2) AND ${due}
        RETURNING id`,
    )
    .bind(now, limit)
    .all<{ id: string }>()
  if (results.length === 0) return []
  const marked = await d1
    .prepare(`${CHANGING} WHERE k.id IN (SELECT value FROM json_each(?1)) AND k.change_requested_at = ?2`)
    .bind(JSON.stringify(results.map((row) => row.id)), now)
    .all<KeyChange>()
  return marked.results
}

/** A change that did not happen: back to the status the key had, its last change (and so its interval) untouched. */
async function rollBack(d1: D1Database, change: KeyChange, now: number): Promise<void> {
  await d1
    .prepare(
      `UPDATE proxy_keys SET change_status = CASE WHEN changed_at IS NULL THEN 'idle' ELSE 'changed' END, updated_at = ?3
        WHERE id = ?1 AND change_status = 'changing' AND change_requested_at = ?2 AND change_feed_version IS NULL`,
    )
    .bind(change.id, change.requestedAt, now)
    .run()
}

/**
 * Runs a marked change: the exit moves (key-exits.ts) and the key stays 'changing' until its node's
 * heartbeat says it serves it (nodes/heartbeat.ts; the owner's open pages hear of it then as now);
 * one that could not move goes back as it was.
 */
export async function runKeyChange(env: Env, change: KeyChange, now: number) {
  const moved = await moveKeyExit(env.DB, change, now)
  if (moved.ok) await notify(env, [change], () => 'changing', now)
  else await rollBack(env.DB, change, now)
  return moved
}

/**
 * Marks older than `staleBefore` whose call died before moving anything (no feed version to wait
 * for): rolled back, so the key may change again. A move and its wait are one D1 batch, so such a
 * mark never hides a moved exit.
 */
export async function dropStaleKeyMarks(d1: D1Database, staleBefore: number, now: number): Promise<void> {
  await d1
    .prepare(
      `UPDATE proxy_keys SET change_status = CASE WHEN changed_at IS NULL THEN 'idle' ELSE 'changed' END, updated_at = ?2
        WHERE change_status = 'changing' AND change_feed_version IS NULL AND change_requested_at <= ?1`,
    )
    .bind(staleBefore, now)
    .run()
}

/**
 * Waits until the node serves the change (its heartbeat marks the key 'changed'), reading the key's
 * one row every `everyMs`, at most `waitMs`: answers whether it did.
 */
export async function waitForNode(d1: D1Database, keyId: string, waitMs: number, everyMs = 250): Promise<boolean> {
  const until = Date.now() + waitMs
  for (;;) {
    const row = await d1.prepare('SELECT change_status AS status FROM proxy_keys WHERE id = ?').bind(keyId).first<{ status: string }>()
    if (row?.status !== 'changing') return true
    if (Date.now() >= until) return false
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
