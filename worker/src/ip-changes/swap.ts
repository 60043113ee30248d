import type { ErrorCode } from '../contract/errors'
import type { Changing } from './change-marks'
import { newPasswordSql } from './rotated-password'

export type SwapResult = { id: string; ok: true } | { id: string; ok: false; code: ErrorCode }
type Pair = { change: Changing; next: string }

/** Swaps per D1 batch (3 statements each); rounds of retries after losing an address to another change. */
const CHUNK = 50
const MAX_ROUNDS = 20

// ?1 bought proxy, ?2 its address now, ?3 the new address, ?4 the caller's mark, ?5 now.
const OURS = `id = ?1 AND proxy_id = ?2 AND status = 'using' AND ip_change_status = 'changing' AND ip_change_requested_at = ?4`
const HOLDER = `SELECT 1 FROM bought_proxies h WHERE h.status <> 'released' AND h.proxy_id =`
const SHARED = `SELECT 1 FROM shared_assignments a WHERE a.released = 0 AND a.proxy_id =`
const statements = [
  // Claim the new address while it is free, no plan shares it, and the mark is still ours.
  `UPDATE proxies SET status = 'sold', updated_at = ?5 WHERE id = ?3 AND status = 'free' AND EXISTS (SELECT 1 FROM bought_proxies WHERE ${OURS})
    AND NOT EXISTS (${SHARED} ?3)`,
  // Move the customer's proxy (login, tag, comment, auth IPs kept) to it, only if this batch claimed it:
  // sold and nobody holds it. The unique index bought_proxies_one_holder is the net behind this guard.
  // The old address's last check says nothing about the new one: its health starts unknown.
  `UPDATE bought_proxies SET proxy_id = ?3, ip_change_status = 'changed', ip_changed_at = ?5, updated_at = ?5,
    checked_at = NULL, check_alive = NULL, check_latency_ms = NULL, check_failure = NULL
    WHERE ${OURS} AND EXISTS (SELECT 1 FROM proxies WHERE id = ?3 AND status = 'sold') AND NOT EXISTS (${HOLDER} ?3)
    RETURNING id`,
  // The old address back to the pool with a new password; an address claimed in vain goes back as it was.
  `UPDATE proxies SET status = 'free', password = CASE WHEN id = ?2 THEN ${newPasswordSql} ELSE password END, updated_at = ?5
    WHERE id IN (?2, ?3) AND status = 'sold' AND NOT EXISTS (${HOLDER} proxies.id)`,
]

/** Free addresses of a change's product, at random; none a plan or trial shares. */
async function freeAddresses(d1: D1Database, change: Changing, count: number): Promise<string[]> {
  const { results } = await d1
    .prepare(
      `SELECT id FROM proxies p WHERE status = 'free' AND kind = ? AND ip_version = ? AND ip_mode = ? AND country_code = ?
        AND NOT EXISTS (${SHARED} p.id)
        ORDER BY random() LIMIT ?`,
    )
    .bind(change.kind, change.ipVersion, change.ipMode, change.countryCode, count)
    .all<{ id: string }>()
  return results.map((row) => row.id)
}

function byProduct(changes: Changing[]): Changing[][] {
  const groups = new Map<string, Changing[]>()
  for (const change of changes) {
    const key = [change.kind, change.ipVersion, change.ipMode, change.countryCode].join('|')
    groups.set(key, [...(groups.get(key) ?? []), change])
  }
  return [...groups.values()]
}

/** Runs the swaps in batches; answers the pairs whose address another change took first. */
async function swap(d1: D1Database, pairs: Pair[], now: number, results: Map<string, SwapResult>): Promise<Changing[]> {
  const lost: Changing[] = []
  for (let start = 0; start < pairs.length; start += CHUNK) {
    const chunk = pairs.slice(start, start + CHUNK)
    const bind = ({ change, next }: Pair) => [change.id, change.proxyId, next, change.requestedAt, now]
    const done = await d1.batch(chunk.flatMap((pair) => statements.map((sql) => d1.prepare(sql).bind(...bind(pair)))))
    chunk.forEach((pair, at) => {
      // Moved: the row it returned (meta.changes would also count the rows the feed triggers touch).
      if (done[at * statements.length + 1]?.results.length === 1) results.set(pair.change.id, { id: pair.change.id, ok: true })
      else lost.push(pair.change)
    })
  }
  return lost
}

/** Of the changes that lost their address, those still marked by this caller try again; the rest say why not. */
export async function stillOurs(d1: D1Database, lost: Changing[], results: Map<string, SwapResult>): Promise<Changing[]> {
  if (lost.length === 0) return []
  const { results: rows } = await d1
    .prepare(
      'SELECT id, proxy_id, status, ip_change_status, ip_change_requested_at FROM bought_proxies WHERE id IN (SELECT value FROM json_each(?))',
    )
    .bind(JSON.stringify(lost.map((change) => change.id)))
    .all<{ id: string; proxy_id: string; status: string; ip_change_status: string; ip_change_requested_at: number | null }>()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return lost.filter((change) => {
    const row = byId.get(change.id)
    const ours = row?.ip_change_status === 'changing' && row.ip_change_requested_at === change.requestedAt
    if (ours && row.status === 'using' && row.proxy_id === change.proxyId) return true
    // Expired meanwhile, or another run (the cron, after 5 minutes) took the change over.
    results.set(change.id, { id: change.id, ok: false, code: row?.status === 'using' ? 'RESET_TOO_FAST' : 'ORDER_EXPIRED' })
    return false
  })
}

/**
 * Moves each marked proxy to a free address of its product (kind, IP version, mode, country), one D1
 * batch per group of swaps; no free address left: NOT_ENOUGT_PROXY. Two changes never hold one
 * address: the claim only takes a free row, and the move only follows a claim of this batch.
 */
export async function swapAddresses(d1: D1Database, changes: Changing[], now: number): Promise<Map<string, SwapResult>> {
  const results = new Map<string, SwapResult>()
  let pending = changes
  for (let round = 0; pending.length > 0 && round < MAX_ROUNDS; round++) {
    const pairs: Pair[] = []
    for (const group of byProduct(pending)) {
      const free = await freeAddresses(d1, group[0] as Changing, group.length)
      group.forEach((change, at) => {
        const next = free[at]
        if (next) pairs.push({ change, next })
        else results.set(change.id, { id: change.id, ok: false, code: 'NOT_ENOUGT_PROXY' })
      })
    }
    pending = await stillOurs(d1, await swap(d1, pairs, now, results), results)
  }
  for (const change of pending) results.set(change.id, { id: change.id, ok: false, code: 'NOT_ENOUGT_PROXY' })
  return results
}

/** Changes that did not happen go back to the status they had (idle, or changed at their last time). */
export async function rollBack(d1: D1Database, failed: Changing[], now: number): Promise<void> {
  if (failed.length === 0) return
  const sql = `UPDATE bought_proxies SET ip_change_status = CASE WHEN ip_changed_at IS NULL THEN 'idle' ELSE 'changed' END, updated_at = ?3
    WHERE id = ?1 AND ip_change_status = 'changing' AND ip_change_requested_at = ?2`
  await d1.batch(failed.map((change) => d1.prepare(sql).bind(change.id, change.requestedAt, now)))
}
