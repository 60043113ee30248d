import { env } from 'cloudflare:workers'
import type { BuyKeysAnswer, KeyView } from '../src/contract/keys'
import type { NodeFeed } from '../src/contract/node-feed'
import { call } from './accounts'
import { heartbeat, keyOf, pull, sendBeat } from './node-fixtures'
import { type Customer, customerCall, okJson } from './order-fixtures'

/**
 * The rotating shop of the key tests, straight into D1 (the admin API has its own tests in
 * key-packages.test.ts): countries, nodes that run the node program (they reported a heartbeat) with
 * rotating proxies, and key packages.
 */
export const MONTH_KEY = { id: 'kp-vn-month', nameEn: 'Vietnam rotating month', price: 100_000, renewPrice: 90_000, minChangeSeconds: 60 }

export async function seedKeyShop(): Promise<void> {
  const now = Date.now()
  await env.DB.batch([
    // OR IGNORE: the order fixtures' catalogue (seedCatalogue) may have listed them first.
    env.DB.prepare("INSERT OR IGNORE INTO countries (code, enabled, sort_order) VALUES ('VN', 1, 1), ('US', 1, 2), ('KP', 0, 3)"),
    ...[
      [
        MONTH_KEY.id,
        'VN rotating month',
        'ipv4',
        'VN',
        null,
        'month',
        MONTH_KEY.minChangeSeconds,
        null,
        MONTH_KEY.price,
        MONTH_KEY.renewPrice,
        1,
      ],
      ['kp-vn-viettel', 'VN Viettel week', 'ipv4', 'VN', 'Viettel', 'week', 60, 10, 40_000, 40_000, 1],
      ['kp-vn-v6', 'VN IPv6 day', 'ipv6', 'VN', null, 'day', 30, null, 5_000, 5_000, 1],
      ['kp-off', 'Off sale', 'ipv4', 'VN', null, 'month', 60, null, 10_000, 10_000, 0],
      ['kp-kp', 'Closed country', 'ipv4', 'KP', null, 'month', 60, null, 10_000, 10_000, 1],
    ].map((row) =>
      env.DB.prepare(
        `INSERT INTO key_packages (id, name, name_en, description, ip_version, country_code, carrier, region, period_unit, period_count,
          min_change_seconds, auto_rotate_minutes, price, renew_price, enabled, created_at, updated_at)
          VALUES (?1, ?2, ?13, '', ?3, ?4, ?5, NULL, ?6, 1, ?7, ?8, ?9, ?10, ?11, ?12, ?12)`,
      ).bind(...row, now, row[0] === MONTH_KEY.id ? MONTH_KEY.nameEn : row[1]),
    ),
  ])
}

let nodes = 0
export type RotatingSpec = { count: number; ipVersion?: 'ipv4' | 'ipv6'; carrier?: string | null; country?: string; prefix?: string | null }

/**
 * A node with `count` free rotating proxies (each its own listen port and exit), which reports a
 * heartbeat unless `silent`: keys are sold only on nodes that run the node program.
 */
export async function rotatingNode(spec: RotatingSpec, silent = false): Promise<string> {
  const now = Date.now()
  const id = `rot-node-${++nodes}`
  const v6 = spec.ipVersion === 'ipv6'
  await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO sub_servers (id, name, host, country_code, ipv6_prefix, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).bind(id, id, `10.7.${nodes}.1`, spec.country ?? 'VN', spec.prefix ?? null, now, now),
    ...Array.from({ length: spec.count }, (_, at) =>
      env.DB.prepare(
        `INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password, country_code, ip_version, ip_mode,
          kind, status, exit_address, carrier, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'dynamic', 'rotating', 'free', ?, ?, ?, ?)`,
      ).bind(
        `${id}-${at}`,
        id,
        `10.7.${nodes}.1`,
        30_000 + at,
        34_000 + at,
        `inv${nodes}x${at}`,
        `InvPass${nodes}x${at}`,
        spec.country ?? 'VN',
        v6 ? 'ipv6' : 'ipv4',
        v6 ? `fd00:77:${nodes}::${at + 1}` : `198.51.${nodes}.${at + 10}`,
        spec.carrier ?? null,
        now,
        now,
      ),
    ),
  ])
  if (!silent) await reportServing(id)
  return id
}

/** The node says it serves its current feed (a heartbeat naming its version), as the node program does after a pull. */
export async function reportServing(nodeId: string): Promise<string> {
  const key = await keyOf(nodeId)
  const feed = (await (await pull(key)).json()) as NodeFeed
  await sendBeat(key, heartbeat(feed.version))
  return feed.version
}

/**
 * A stand-in for the node program while `run` goes on: pulls the node's feed and reports the version
 * it serves every 100 ms, as the real node does after applying a feed (apps/node/src/node.ts).
 */
export async function withNodeServing<T>(nodeId: string, run: () => Promise<T>): Promise<T> {
  let done = false
  const loop = (async () => {
    while (!done) {
      await reportServing(nodeId)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  try {
    return await run()
  } finally {
    done = true
    await loop
  }
}

export const buyKeysCall = (who: Customer, packageId: string, amount = 1, key?: string) =>
  customerCall(who, 'key/buy', { packageId, amount }, { key })

export const boughtKeys = async (who: Customer, packageId = MONTH_KEY.id, amount = 1, key?: string) =>
  okJson<BuyKeysAnswer>(buyKeysCall(who, packageId, amount, key))

export async function keysOf(who: Customer, query = ''): Promise<KeyView[]> {
  return (await okJson<{ data: KeyView[] }>(customerCall(who, `key/list${query}`))).data
}

/** A public key call, as a tool makes it: a URL with the key, no login. */
export const keyCall = (path: 'current-proxy' | 'change-ip', key: string, format?: 'text' | 'json') =>
  call(`/api/key/${path}?key=${encodeURIComponent(key)}${format ? `&format=${format}` : ''}`)

export async function keyRow(id: string) {
  return env.DB.prepare(
    `SELECT k.status, k.change_status AS changeStatus, k.changed_at AS changedAt, k.expires_at AS expiresAt, k.proxy_id AS proxyId,
      p.exit_address AS exit, p.sub_server_id AS node FROM proxy_keys k JOIN proxies p ON p.id = k.proxy_id WHERE k.id = ?`,
  )
    .bind(id)
    .first<{
      status: string
      changeStatus: string
      changedAt: number | null
      expiresAt: number
      proxyId: string
      exit: string
      node: string
    }>()
}

/** Sets columns of a key straight in D1 (its clock: an earlier change, an end that has come). */
export async function setKey(id: string, columns: Record<string, number | string | null>): Promise<void> {
  const names = Object.keys(columns)
  await env.DB.prepare(`UPDATE proxy_keys SET ${names.map((name, at) => `${name} = ?${at + 2}`).join(', ')} WHERE id = ?1`)
    .bind(id, ...Object.values(columns))
    .run()
}
