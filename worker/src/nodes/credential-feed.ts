import * as v from 'valibot'
import { sha256 } from '../auth/crypto'
import { fail, ok, type Result } from '../contract/errors'

export const CredentialsQuery = v.object({
  subServerId: v.pipe(v.string('fieldIsEmpty'), v.nonEmpty('fieldIsEmpty'), v.maxLength(64, 'tooLong')),
})
const Login = v.object({ username: v.string(), password: v.string() })
const NodeProxy = v.object({
  host: v.string(),
  httpPort: v.nullable(v.number()),
  socksPort: v.nullable(v.number()),
  logins: v.array(Login),
  authIps: v.array(v.string()),
})
/** What a node serves: each of its proxies with the logins and client IPs it lets in; `version` changes with the content. */
export const NodeCredentials = v.object({ subServerId: v.string(), version: v.string(), proxies: v.array(NodeProxy) })
export type NodeCredentials = v.InferOutput<typeof NodeCredentials>
type NodeProxy = v.InferOutput<typeof NodeProxy>
type Login = v.InferOutput<typeof Login>

type ProxyRow = {
  id: string
  host: string
  http_port: number | null
  socks_port: number | null
  username: string
  password: string
  status: 'free' | 'sold'
  holder_username: string | null
  holder_password: string | null
  holder_auth_ips: string | null
}
type SharedRow = { proxy_id: string; username: string; password: string; auth_ips: string }

// The node's proxies in service, with the holder whose sale is in force (in use, not past its end).
const PROXIES = `SELECT p.id, p.host, p.http_port, p.socks_port, p.username, p.password, p.status,
    h.username AS holder_username, h.password AS holder_password, h.auth_ips AS holder_auth_ips
  FROM proxies p LEFT JOIN bought_proxies h ON h.proxy_id = p.id AND h.status = 'using' AND h.expires_at > ?2
  WHERE p.sub_server_id = ?1 AND p.status <> 'disabled'
  ORDER BY p.host, p.http_port, p.socks_port, p.id`
// The plans and trials sharing them, while they run.
const SHARED = `SELECT a.proxy_id, coalesce(pl.username, t.username) AS username, coalesce(pl.password, t.password) AS password,
    coalesce(pl.auth_ips, t.auth_ips) AS auth_ips
  FROM shared_assignments a JOIN proxies p ON p.id = a.proxy_id
  LEFT JOIN plans pl ON a.owner_type = 'plan' AND pl.id = a.owner_id AND pl.status <> 'cancelled' AND pl.starts_at <= ?2 AND pl.expires_at > ?2
  LEFT JOIN trials t ON a.owner_type = 'trial' AND t.id = a.owner_id AND t.status = 'trying' AND t.expires_at > ?2
  WHERE p.sub_server_id = ?1 AND p.status <> 'disabled' AND a.released = 0 AND (pl.id IS NOT NULL OR t.id IS NOT NULL)
  ORDER BY username`

/**
 * A proxy's logins: a sold one lets in its holder while the sale is in force (bought login and auth
 * IPs; nobody while expired, i.e. locked); a free one its inventory login; a shared one also every
 * plan and trial assigned to it.
 */
function nodeProxy(row: ProxyRow, shared: SharedRow[]): NodeProxy {
  const logins: Login[] = []
  const authIps = new Set<string>()
  if (row.status === 'free') logins.push({ username: row.username, password: row.password })
  if (row.status === 'sold' && row.holder_username !== null) {
    logins.push({ username: row.holder_username, password: row.holder_password ?? '' })
    for (const ip of (row.holder_auth_ips ?? '').split('\n')) if (ip) authIps.add(ip)
  }
  for (const owner of shared) {
    logins.push({ username: owner.username, password: owner.password })
    for (const ip of JSON.parse(owner.auth_ips) as string[]) authIps.add(ip)
  }
  return { host: row.host, httpPort: row.http_port, socksPort: row.socks_port, logins, authIps: [...authIps].sort() }
}

/** `GET /api/sub-server/credentials`: what a node lets in now (ADR 0015: nodes poll it every minute). */
export async function credentialFeed(d1: D1Database, subServerId: string, now: number): Promise<Result<NodeCredentials>> {
  const node = await d1.prepare('SELECT id FROM sub_servers WHERE id = ?').bind(subServerId).first()
  if (!node) return fail('NOT_FOUND')
  const [proxies, shared] = await d1.batch([d1.prepare(PROXIES).bind(subServerId, now), d1.prepare(SHARED).bind(subServerId, now)])
  const byProxy = new Map<string, SharedRow[]>()
  for (const row of (shared?.results ?? []) as SharedRow[]) byProxy.set(row.proxy_id, [...(byProxy.get(row.proxy_id) ?? []), row])
  const list = ((proxies?.results ?? []) as ProxyRow[]).map((row) => nodeProxy(row, byProxy.get(row.id) ?? []))
  const version = await sha256(JSON.stringify({ subServerId, proxies: list }))
  return ok({ subServerId, version, proxies: list })
}
