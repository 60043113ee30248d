import { exitInPrefix } from '../domain/ipv6-exit'

/** A key marked 'changing' by one caller (`requestedAt` is that caller's mark), with its endpoint and node. */
export type KeyChange = {
  id: string
  userId: string
  proxyId: string
  requestedAt: number
  ipVersion: 'ipv4' | 'ipv6'
  countryCode: string
  carrier: string | null
  region: string | null
  subServerId: string
  exitAddress: string
  exitCarrier: string | null
  exitRegion: string | null
  ipv6Prefix: string | null
}

/** Rounds of retries after losing a free exit to another change. */
const MAX_ROUNDS = 10

// ?1 key ?2 its proxy ?3 the caller's mark
const OURS = `id = ?1 AND proxy_id = ?2 AND status = 'using' AND change_status = 'changing' AND change_requested_at = ?3`
/**
 * Done on the portal's side once the endpoint leaves from ?4: the change counts from the caller's mark
 * and waits for the node to serve the feed version carrying it (?5 the node, ?6 now).
 */
const AWAIT_NODE = `UPDATE proxy_keys SET changed_at = ?3, change_feed_version = (SELECT feed_version FROM sub_servers WHERE id = ?5),
    updated_at = ?6
  WHERE ${OURS} AND (SELECT exit_address FROM proxies WHERE id = ?2) = ?4 RETURNING id`
/** An IPv6 exit drawn from the node's prefix. ?4 the new exit ?5 the exit now ?6 now */
const DRAW = `UPDATE proxies SET exit_address = ?4, updated_at = ?6
  WHERE id = ?2 AND exit_address = ?5 AND EXISTS (SELECT 1 FROM proxy_keys WHERE ${OURS})`
/**
 * Exits (with their carrier and region, which belong to the address) swapped with a free rotating
 * proxy on the same node, only while both still have the exits read and the mark is still ours.
 * ?4 the partner's exit (the new one) ?5 the exit now ?6 now ?7 the partner ?8 the node
 * ?9 ?10 the partner's carrier and region ?11 ?12 the endpoint's
 */
const SWAP = `UPDATE proxies SET exit_address = CASE WHEN id = ?2 THEN ?4 ELSE ?5 END,
    carrier = CASE WHEN id = ?2 THEN ?9 ELSE ?11 END, region = CASE WHEN id = ?2 THEN ?10 ELSE ?12 END, updated_at = ?6
  WHERE id IN (?2, ?7) AND EXISTS (SELECT 1 FROM proxy_keys WHERE ${OURS})
    AND (SELECT count(*) FROM proxies WHERE (id = ?2 AND exit_address = ?5)
      OR (id = ?7 AND exit_address = ?4 AND status = 'free' AND kind = 'rotating' AND sub_server_id = ?8)) = 2`

type Partner = { id: string; exit: string; carrier: string | null; region: string | null }

/** A free rotating proxy on the key's node that fits its product (and carrier and region when the key names them), at random. */
async function partnerOf(d1: D1Database, change: KeyChange): Promise<Partner | null> {
  return d1
    .prepare(
      `SELECT id, exit_address AS exit, carrier, region FROM proxies WHERE status = 'free' AND kind = 'rotating' AND sub_server_id = ?1
        AND ip_version = ?2 AND country_code = ?3 AND (?4 IS NULL OR carrier = ?4) AND (?5 IS NULL OR region = ?5) AND id <> ?6
        ORDER BY random() LIMIT 1`,
    )
    .bind(change.subServerId, change.ipVersion, change.countryCode, change.carrier, change.region, change.proxyId)
    .first<Partner>()
}

/** The key's endpoint now, as a retry after a lost swap must read it again. */
async function endpointNow(d1: D1Database, change: KeyChange): Promise<KeyChange | null> {
  const row = await d1
    .prepare(
      `SELECT p.exit_address AS exit, p.carrier, p.region FROM proxy_keys k JOIN proxies p ON p.id = k.proxy_id
        WHERE k.id = ?1 AND k.proxy_id = ?2 AND k.status = 'using' AND k.change_status = 'changing' AND k.change_requested_at = ?3`,
    )
    .bind(change.id, change.proxyId, change.requestedAt)
    .first<{ exit: string; carrier: string | null; region: string | null }>()
  return row ? { ...change, exitAddress: row.exit, exitCarrier: row.carrier, exitRegion: row.region } : null
}

/**
 * Moves a marked key's exit (ADR 0028): its endpoint (host, ports, login) stays. IPv6 with a prefix
 * on its node: a new address of the prefix. Otherwise the exit of a free rotating proxy on the same
 * node, swapped (NOT_ENOUGHT_KEY when the node has none). Two changes never share an exit: a swap only
 * happens while both exits are what was read. Answers the new exit, or the reason there is none.
 */
export async function moveKeyExit(
  d1: D1Database,
  start: KeyChange,
  now: number,
): Promise<{ ok: true; exit: string } | { ok: false; code: 'NOT_ENOUGHT_KEY' | 'GET_IP_TOO_FAST' }> {
  let change: KeyChange | null = start
  for (let round = 0; change && round < MAX_ROUNDS; round++) {
    const ours = [change.id, change.proxyId, change.requestedAt]
    let exit: string
    let move: D1PreparedStatement
    if (change.ipVersion === 'ipv6' && change.ipv6Prefix !== null) {
      exit = exitInPrefix(change.ipv6Prefix, crypto.getRandomValues(new Uint8Array(16)))
      move = d1.prepare(DRAW).bind(...ours, exit, change.exitAddress, now)
    } else {
      const partner = await partnerOf(d1, change)
      if (!partner) return { ok: false, code: 'NOT_ENOUGHT_KEY' }
      exit = partner.exit
      const theirs = [partner.carrier, partner.region, change.exitCarrier, change.exitRegion]
      move = d1.prepare(SWAP).bind(...ours, exit, change.exitAddress, now, partner.id, change.subServerId, ...theirs)
    }
    const done = await d1.batch([move, d1.prepare(AWAIT_NODE).bind(...ours, exit, change.subServerId, now)])
    if (done[1]?.results.length === 1) return { ok: true, exit }
    change = await endpointNow(d1, change)
  }
  // Another run took the change over (or it expired): this caller's change did not happen.
  return { ok: false, code: change ? 'NOT_ENOUGHT_KEY' : 'GET_IP_TOO_FAST' }
}
