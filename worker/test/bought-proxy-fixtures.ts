import { env } from 'cloudflare:workers'
import type { BoughtProxyView, TagView } from '../src/contract/bought-proxies'
import type { OrderView } from '../src/contract/orders'
import { expireOrders } from '../src/jobs/order-expire'
import { bought, type Customer, choice, customerCall, okJson } from './order-fixtures'

type Send = { key?: string; method?: string }

/** A customer's bought-proxy call; PUT when `send.method` says so, else GET without a body and POST with one. */
export const proxyCall = (who: Customer, path: string, body?: unknown, send: Send = {}) =>
  customerCall(who, `bought-proxy/${path}`, body, send)

export const proxyPut = (who: Customer, path: string, body: unknown, key?: string) => proxyCall(who, path, body, { method: 'PUT', key })

export const tagCall = (who: Customer, path: string, body?: unknown, send: Send = {}) => customerCall(who, `tag/${path}`, body, send)

export type ProxyPage = { data: BoughtProxyView[]; total: number }

/** The customer's list, as the page asks for it (`query` as in the URL, without '?'). */
export const listed = (who: Customer, query = '') => okJson<ProxyPage>(proxyCall(who, `list${query ? `?${query}` : ''}`))

export const tagsOf = (who: Customer) => okJson<{ data: TagView[]; total: number }>(tagCall(who, 'list'))

export const newTag = (who: Customer, name: string) => okJson<TagView>(tagCall(who, 'create', { name }))

/** Buys an order and answers it with the ids of its bought proxies. */
export async function boughtIds(who: Customer, extra: Parameters<typeof choice>[0] = {}): Promise<{ order: OrderView; ids: string[] }> {
  const answer = await bought(who, choice(extra))
  return { order: answer.order, ids: answer.proxies.map((proxy) => proxy._id) }
}

/** Lets one order reach its end and runs the real expiry job (other orders keep their own ends). */
export async function expireOrder(orderId: string): Promise<void> {
  const now = Date.now()
  await env.DB.prepare('UPDATE orders SET expires_at = ? WHERE id = ?')
    .bind(now - 1, orderId)
    .run()
  await env.DB.prepare('UPDATE bought_proxies SET expires_at = ? WHERE order_id = ?')
    .bind(now - 1, orderId)
    .run()
  await expireOrders(env, now)
}

/** Moves a proxy's last password change back in time, as 2 minutes passing would. */
export const passwordChangedAgo = (id: string, ms: number) =>
  env.DB.prepare('UPDATE bought_proxies SET password_changed_at = ? WHERE id = ?')
    .bind(Date.now() - ms, id)
    .run()

/** A bought proxy's full row, as D1 holds it. */
export const rowOf = (id: string) => env.DB.prepare('SELECT * FROM bought_proxies WHERE id = ?').bind(id).first()

/** Everything a customer has in D1 (their proxies, orders, tags, account), for "nothing changed" checks. */
export async function everythingOf(userId: string) {
  const all = async (sql: string) => (await env.DB.prepare(sql).bind(userId).all()).results
  return {
    proxies: await all('SELECT * FROM bought_proxies WHERE user_id = ? ORDER BY id'),
    orders: await all('SELECT * FROM orders WHERE user_id = ? ORDER BY id'),
    tags: await all('SELECT * FROM tags WHERE user_id = ? ORDER BY id'),
    user: await all('SELECT * FROM users WHERE id = ?'),
    ledger: await all('SELECT * FROM ledger WHERE user_id = ? ORDER BY rowid'),
    logs: await all('SELECT * FROM order_logs WHERE user_id = ? ORDER BY id'),
  }
}

/**
 * `count` bought proxies of one order for a customer, written straight into D1 with their own
 * inventory rows (a load no purchase path sells at once): for the list's speed with 10,000 proxies.
 */
export async function manyHeld(userId: string, count: number, now = Date.now()): Promise<void> {
  const orderId = `bulk-${userId}`
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO sub_servers (id, name, host, country_code, created_at, updated_at) VALUES ('bulk-node', 'bulk', '10.200.0.1', 'VN', ?1, ?1)",
    ).bind(now),
    env.DB.prepare(
      `INSERT INTO orders (id, code, user_id, kind, ip_version, ip_mode, country_code, amount, bandwidth_tier, period_unit, period_count,
        original_price, discount, total_price, renew_price, status, starts_at, expires_at, created_at, updated_at)
        VALUES (?1, 'PBULK', ?2, 'private', 'ipv4', 'static', 'VN', ?3, 'basic', 'month', 1, 1000, 0, 1000, 1000, 'using', ?4, ?4 + 2592000000, ?4, ?4)`,
    ).bind(orderId, userId, count, now),
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?1 - 1)
        INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password, country_code, ip_version, ip_mode, kind, status, created_at, updated_at)
        SELECT 'bulk-' || i, 'bulk-node', '10.200.' || (i / 250) || '.' || (i % 250 + 1), 3128, 1080, 'bulk' || i, 'pw' || i,
          CASE WHEN i % 2 = 0 THEN 'VN' ELSE 'US' END, 'ipv4', 'static', 'private', 'sold', ?2, ?2 FROM n`,
    ).bind(count, now),
    env.DB.prepare(
      `INSERT INTO bought_proxies (id, user_id, order_id, proxy_id, username, password, status, expires_at, comment, created_at, updated_at)
        SELECT 'held-' || substr(id, 6), ?1, ?2, id, username, password, 'using', ?3 + CAST(substr(id, 6) AS INTEGER) * 1000,
          'bulk comment ' || substr(id, 6), ?3, ?3 FROM proxies WHERE sub_server_id = 'bulk-node'`,
    ).bind(userId, orderId, now + 86_400_000),
  ])
}
