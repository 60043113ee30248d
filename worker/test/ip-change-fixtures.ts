import { env } from 'cloudflare:workers'
import { expect, vi } from 'vitest'
import type { ProxyNotice } from '../src/durable-objects/live-events'
import { bearer } from './accounts'
import { type Customer, customerCall } from './order-fixtures'
import { request } from './worker'

/** `POST /api/bought-proxy/change-ip` as the customer. */
export const changeIp = (who: Customer, ids: string[]) => customerCall(who, 'bought-proxy/change-ip', { listBoughtProxyId: ids })

export type Holding = {
  id: string
  proxyId: string
  username: string
  password: string
  status: string
  ipChangeStatus: string
  ipChangedAt: number | null
  comment: string
  authIps: string
  tagId: string | null
  host: string
  countryCode: string
  kind: string
  ipVersion: string
  ipMode: string
  proxyStatus: string
  expiresAt: number
  exitAddress: string
}

/** A customer's bought proxies with the inventory address each points at now, by id. */
export async function holdings(userId: string): Promise<Holding[]> {
  const { results } = await env.DB.prepare(
    `SELECT b.id, b.proxy_id AS proxyId, b.username, b.password, b.status, b.ip_change_status AS ipChangeStatus,
      b.ip_changed_at AS ipChangedAt, b.comment, b.auth_ips AS authIps, b.tag_id AS tagId, p.host, p.country_code AS countryCode,
      p.kind, p.ip_version AS ipVersion, p.ip_mode AS ipMode, p.status AS proxyStatus, b.expires_at AS expiresAt,
      p.exit_address AS exitAddress
      FROM bought_proxies b JOIN proxies p ON p.id = b.proxy_id WHERE b.user_id = ? ORDER BY b.id`,
  )
    .bind(userId)
    .all<Holding>()
  return results
}

export async function inventoryRow(id: string) {
  return await env.DB.prepare('SELECT id, status, username, password, country_code AS countryCode FROM proxies WHERE id = ?')
    .bind(id)
    .first<{ id: string; status: string; username: string; password: string; countryCode: string }>()
}

/** The inventory's invariants: no address with two live holders, every sold address held, every held one sold. */
export async function expectOneHolderEach(): Promise<void> {
  const one = async (query: string) => (await env.DB.prepare(query).first<{ n: number }>())?.n
  expect({
    doubleHeld: await one(
      "SELECT COUNT(*) AS n FROM (SELECT proxy_id FROM bought_proxies WHERE status <> 'released' GROUP BY proxy_id HAVING COUNT(*) > 1)",
    ),
    soldNotHeld: await one(
      "SELECT COUNT(*) AS n FROM proxies p WHERE status = 'sold' AND NOT EXISTS (SELECT 1 FROM bought_proxies b WHERE b.proxy_id = p.id AND b.status <> 'released')",
    ),
    heldNotSold: await one(
      "SELECT COUNT(*) AS n FROM bought_proxies b JOIN proxies p ON p.id = b.proxy_id WHERE b.status <> 'released' AND p.status <> 'sold'",
    ),
  }).toEqual({ doubleHeld: 0, soldNotHeld: 0, heldNotSold: 0 })
}

export type LiveSocket = { ws: WebSocket; got: ProxyNotice[] }

/** Opens /api/ws as the portal does and says hello; collects the proxy notices it gets. */
export async function liveSocket(token: string): Promise<LiveSocket> {
  const response = await request('/api/ws', { headers: { upgrade: 'websocket', ...bearer(token) } })
  expect(response.status).toBe(101)
  const ws = response.webSocket
  if (!ws) throw new Error('no websocket in the answer')
  ws.accept()
  const got: ProxyNotice[] = []
  ws.addEventListener('message', (message) => {
    const event = JSON.parse(String(message.data)) as { type: string }
    if (event.type === 'proxies') got.push(event as ProxyNotice)
  })
  ws.send(JSON.stringify({ type: 'hello', after: -1 }))
  // The hello is answered with a welcome once the object has greeted the socket.
  await new Promise((done) => ws.addEventListener('message', done, { once: true }))
  return { ws, got }
}

/** Waits until the socket holds `count` proxy notices, and answers them. */
export const noticesOf = (socket: LiveSocket, count: number) =>
  vi.waitFor(() => {
    expect(socket.got.length).toBeGreaterThanOrEqual(count)
    return socket.got
  })

export type HoldingSpec = {
  host: string
  httpPort: number | null
  socksPort: number | null
  username: string
  password: string
  expiresAt: number
  countryCode?: string
  ipVersion?: 'ipv4' | 'ipv6'
  ipMode?: 'static' | 'dynamic'
  status?: 'using' | 'expired' | 'released'
  comment?: string
  tagId?: string | null
  authIps?: string
  ipChangeMode?: 'manual' | 'auto'
  ipChangeInterval?: number
  createdAt?: number
}

let servers = 0
const SLICE = 1000

/**
 * Proxies a customer holds, written straight into D1 (one node, one order), for lists too long to buy
 * through the API in a test. Answers the bought proxies' ids, in the order of `specs`.
 */
export async function insertHoldings(userId: string, specs: HoldingSpec[]): Promise<string[]> {
  const now = Date.now()
  const node = `bulk-node-${++servers}`
  const order = `bulk-order-${servers}`
  const rows = specs.map((spec, at) => ({
    id: `${node}-p${at}`,
    bought: `${order}-b${String(at).padStart(6, '0')}`,
    countryCode: 'VN',
    ipVersion: 'ipv4',
    ipMode: 'static',
    status: 'using',
    comment: '',
    tagId: null,
    authIps: '',
    ipChangeMode: 'manual',
    ipChangeInterval: 60,
    createdAt: now,
    ...spec,
  }))
  await env.DB.batch([
    env.DB.prepare('INSERT INTO sub_servers (id, name, host, country_code, created_at, updated_at) VALUES (?1, ?1, ?2, ?3, ?4, ?4)').bind(
      node,
      `${node}.example.net`,
      'VN',
      now,
    ),
    env.DB.prepare(
      `INSERT INTO orders (id, code, user_id, kind, ip_version, ip_mode, country_code, amount, bandwidth_tier, period_unit, period_count,
        original_price, discount, total_price, renew_price, status, starts_at, expires_at, created_at, updated_at)
        VALUES (?1, ?1, ?2, 'private', 'ipv4', 'static', 'VN', ?3, 'basic', 'month', 1, 1000, 0, 1000, 1000, 'using', ?4, ?4, ?4, ?4)`,
    ).bind(order, userId, Math.max(1, rows.length), now),
  ])
  for (let start = 0; start < rows.length; start += SLICE) {
    const slice = JSON.stringify(rows.slice(start, start + SLICE))
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password, country_code, ip_version, ip_mode, kind,
          status, created_at, updated_at)
          SELECT j.value->>'id', ?1, j.value->>'host', j.value->>'httpPort', j.value->>'socksPort', 'inv-' || (j.value->>'id'), 'invpass' || j.key,
            j.value->>'countryCode', j.value->>'ipVersion', j.value->>'ipMode', 'private',
            CASE WHEN j.value->>'status' = 'released' THEN 'free' ELSE 'sold' END, ?3, ?3
          FROM json_each(?2) j`,
      ).bind(node, slice, now),
      env.DB.prepare(
        `INSERT INTO bought_proxies (id, user_id, order_id, proxy_id, username, password, status, expires_at, comment, tag_id, auth_ips,
          ip_change_mode, ip_change_interval, created_at, updated_at)
          SELECT j.value->>'bought', ?1, ?2, j.value->>'id', j.value->>'username', j.value->>'password', j.value->>'status',
            j.value->>'expiresAt', j.value->>'comment', j.value->>'tagId', j.value->>'authIps', j.value->>'ipChangeMode',
            j.value->>'ipChangeInterval', j.value->>'createdAt', ?4
          FROM json_each(?3) j`,
      ).bind(userId, order, slice, now),
    ])
  }
  return rows.map((row) => row.bought)
}

/** A tag of the customer's, straight into D1. */
export async function insertTag(userId: string, name: string): Promise<string> {
  const id = `tag-${crypto.randomUUID()}`
  const now = Date.now()
  await env.DB.prepare('INSERT INTO tags (id, user_id, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
    .bind(id, userId, name, now, now)
    .run()
  return id
}
