import { exitInPrefix } from '../domain/ipv6-exit'
import type { Changing } from './change-marks'
import { type SwapResult, stillOurs } from './swap'

/** Changes per D1 batch (2 statements each); rounds of retries after losing a free proxy to another change. */
const CHUNK = 50
const MAX_ROUNDS = 20

// ?1 bought proxy ?2 its proxy ?3 the caller's mark
const OURS = `id = ?1 AND proxy_id = ?2 AND status = 'using' AND ip_change_status = 'changing' AND ip_change_requested_at = ?3`
/**
 * The change is done on the portal's side once the proxy leaves from `?4`: it now waits for the
 * node to serve the feed version that carries it (?5 the node, ?6 now). The old exit's last check
 * says nothing about the new one.
 */
const AWAIT_NODE = `UPDATE bought_proxies SET ip_change_feed_version = (SELECT feed_version FROM sub_servers WHERE id = ?5), updated_at = ?6,
    checked_at = NULL, check_alive = NULL, check_latency_ms = NULL, check_failure = NULL
  WHERE ${OURS} AND (SELECT exit_address FROM proxies WHERE id = ?2) = ?4 RETURNING id`
/** An IPv6 exit drawn from the node's prefix. ?4 the new exit ?5 the exit now ?6 now */
const DRAW = `UPDATE proxies SET exit_address = ?4, updated_at = ?6
  WHERE id = ?2 AND exit_address = ?5 AND EXISTS (SELECT 1 FROM bought_proxies WHERE ${OURS})`
/**
 * Exits swapped with a free proxy of the same product on the same node, only while both still have
 * the exits read (the count is taken before either row changes) and the mark is still ours.
 * ?4 the free proxy's exit (the new one) ?5 the exit now ?6 now ?7 the free proxy ?8 the node
 */
const SWAP = `UPDATE proxies SET exit_address = CASE WHEN id = ?2 THEN ?4 ELSE ?5 END, updated_at = ?6
  WHERE id IN (?2, ?7) AND EXISTS (SELECT 1 FROM bought_proxies WHERE ${OURS})
    AND (SELECT count(*) FROM proxies WHERE (id = ?2 AND exit_address = ?5)
      OR (id = ?7 AND exit_address = ?4 AND status = 'free' AND sub_server_id = ?8
        AND NOT EXISTS (SELECT 1 FROM shared_assignments a WHERE a.released = 0 AND a.proxy_id = ?7))) = 2`

type Move = { change: Changing; exit: string; partner: string | null }

function statementsOf(d1: D1Database, { change, exit, partner }: Move, now: number): D1PreparedStatement[] {
  const ours = [change.id, change.proxyId, change.requestedAt]
  const move =
    partner === null
      ? d1.prepare(DRAW).bind(...ours, exit, change.exitAddress, now)
      : d1.prepare(SWAP).bind(...ours, exit, change.exitAddress, now, partner, change.subServerId)
  return [move, d1.prepare(AWAIT_NODE).bind(...ours, exit, change.subServerId, now)]
}

/** Free proxies of a change's product on its node, at random, with their exits; none a plan or trial shares. */
async function partners(d1: D1Database, change: Changing, count: number): Promise<{ id: string; exit: string }[]> {
  const { results } = await d1
    .prepare(
      `SELECT id, exit_address AS exit FROM proxies p WHERE status = 'free' AND sub_server_id = ? AND kind = ? AND ip_version = ?
        AND ip_mode = ? AND country_code = ? AND NOT EXISTS (SELECT 1 FROM shared_assignments a WHERE a.released = 0 AND a.proxy_id = p.id)
        ORDER BY random() LIMIT ?`,
    )
    .bind(change.subServerId, change.kind, change.ipVersion, change.ipMode, change.countryCode, count)
    .all<{ id: string; exit: string }>()
  return results
}

const groupKey = (change: Changing) => [change.subServerId, change.kind, change.ipVersion, change.ipMode, change.countryCode].join('|')

/** The moves of one round: IPv6 exits drawn from the node's prefix, the rest paired with a free proxy. */
async function movesOf(d1: D1Database, changes: Changing[], results: Map<string, SwapResult>): Promise<Move[]> {
  const moves: Move[] = []
  const groups = new Map<string, Changing[]>()
  for (const change of changes) {
    if (change.ipVersion === 'ipv6' && change.ipv6Prefix !== null) {
      moves.push({ change, exit: exitInPrefix(change.ipv6Prefix, crypto.getRandomValues(new Uint8Array(16))), partner: null })
    } else groups.set(groupKey(change), [...(groups.get(groupKey(change)) ?? []), change])
  }
  for (const group of groups.values()) {
    const free = await partners(d1, group[0] as Changing, group.length)
    group.forEach((change, at) => {
      const partner = free[at]
      if (partner) moves.push({ change, exit: partner.exit, partner: partner.id })
      else results.set(change.id, { id: change.id, ok: false, code: 'NOT_ENOUGT_PROXY' })
    })
  }
  return moves
}

/**
 * IP changes of proxies on nodes that run the node program (ADR 0018): the customer keeps the proxy,
 * its listen host, ports and login; only the exit moves. An IPv6 proxy gets a new address of its
 * node's prefix; any other swaps exits with a free proxy of its product on the same node
 * (NOT_ENOUGT_PROXY when there is none). A change done here stays 'changing' until the node's
 * heartbeat says it serves the feed version carrying it. Two changes never share an exit: a swap
 * only happens while both exits are still what was read.
 */
export async function changeNodeExits(d1: D1Database, changes: Changing[], now: number): Promise<Map<string, SwapResult>> {
  const results = new Map<string, SwapResult>()
  let pending = changes
  for (let round = 0; pending.length > 0 && round < MAX_ROUNDS; round++) {
    const moves = await movesOf(d1, pending, results)
    const lost: Changing[] = []
    for (let start = 0; start < moves.length; start += CHUNK) {
      const chunk = moves.slice(start, start + CHUNK)
      const done = await d1.batch(chunk.flatMap((move) => statementsOf(d1, move, now)))
      chunk.forEach((move, at) => {
        if (done[at * 2 + 1]?.results.length === 1) results.set(move.change.id, { id: move.change.id, ok: true })
        else lost.push(move.change)
      })
    }
    pending = await stillOurs(d1, lost, results)
  }
  for (const change of pending) results.set(change.id, { id: change.id, ok: false, code: 'NOT_ENOUGT_PROXY' })
  return results
}
