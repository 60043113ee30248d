import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { openSession } from '../src/accounts/sessions'
import { config } from '../src/config'
import type { OrderAnswer, OrderChoice } from '../src/contract/orders'
import { database } from '../src/db/client'
import { insertUser } from '../src/db/users'
import { bearer, call, ORIGIN } from './accounts'
import { moneyOp, userAccount } from './money'

/** The shop of these tests, written straight into D1 (the catalogue's admin API is another feature's). */
export const TIERS = { basic: 0, advanced: 20, premium: 50, unlimited: 100 } as const
export const PRIVATE_V4 = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static' } as const
export const MONTH_PRICE = 45_000
export const WEEK_PRICE = 15_000
const DAY_MS = 86_400_000

export async function seedCatalogue(): Promise<void> {
  const now = Date.now()
  const statements = [
    env.DB.prepare("INSERT INTO countries (code, enabled, sort_order) VALUES ('VN', 1, 1), ('US', 1, 2), ('KP', 0, 3)"),
    ...Object.entries(TIERS).map(([tier, percent], at) =>
      env.DB.prepare(
        'INSERT INTO bandwidth_tiers (tier, monthly_gb, surcharge_percent, sort_order, updated_at) VALUES (?, ?, ?, ?, ?)',
      ).bind(tier, tier === 'unlimited' ? null : 100 * (at + 1), percent, at, now),
    ),
    ...[
      ['p-month', '*', 'month', 1, MONTH_PRICE, 1],
      ['p-week', '*', 'week', 1, WEEK_PRICE, 0],
      ['p-us-month', 'US', 'month', 1, 60_000, 0],
    ].map(([id, country, unit, count, price, popular]) =>
      env.DB.prepare(
        `INSERT INTO prices (id, kind, ip_version, ip_mode, country_code, period_unit, period_count, price, popular, enabled, updated_at)
          VALUES (?, 'private', 'ipv4', 'static', ?, ?, ?, ?, ?, 1, ?)`,
      ).bind(id, country, unit, count, price, popular, now),
    ),
    env.DB.prepare("INSERT INTO discounts (id, min_amount, percent, updated_at) VALUES ('d10', 10, 5, ?), ('d50', 50, 10, ?)").bind(
      now,
      now,
    ),
    env.DB.prepare(
      `INSERT INTO packages (id, name, name_en, description, kind, ip_version, ip_mode, country_code, amount, bandwidth_tier, period_unit,
        period_count, price, renew_price, popular, enabled, sort_order, created_at, updated_at)
        VALUES ('pkg-vn-5', 'VN 5', 'Five VN', 'Five Vietnamese proxies', 'private', 'ipv4', 'static', 'VN', 5, 'basic', 'month', 1, 200000, 190000, 1, 1, 0, ?, ?),
               ('pkg-off', 'Off', 'Off', 'Not on sale', 'private', 'ipv4', 'static', 'VN', 1, 'basic', 'month', 1, 50000, 50000, 0, 0, 1, ?, ?),
               ('pkg-shared', 'Shared', 'Shared', 'Shared proxies', 'shared', 'ipv4', 'static', 'VN', 1, 'basic', 'month', 1, 20000, 20000, 0, 1, 2, ?, ?)`,
    ).bind(now, now, now, now, now, now),
  ]
  await env.DB.batch(statements)
}

let hosts = 0
/** `count` free inventory proxies of a product in a country, on a sub-server of their own. */
export async function addProxies(
  count: number,
  countryCode = 'VN',
  product: { kind: string; ipVersion: string; ipMode: string } = PRIVATE_V4,
) {
  const now = Date.now()
  const server = `node-${++hosts}`
  const statements = [
    env.DB.prepare('INSERT INTO sub_servers (id, name, host, country_code, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').bind(
      server,
      server,
      `10.9.${hosts}.1`,
      countryCode,
      now,
      now,
    ),
    ...Array.from({ length: count }, (_, at) =>
      env.DB.prepare(
        `INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password, country_code, ip_version, ip_mode, kind, status, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'free', ?, ?)`,
      ).bind(
        `${server}-${at}`,
        server,
        `10.9.${hosts}.${(at % 250) + 2}`,
        10_000 + at,
        20_000 + at,
        `user${hosts}x${at}`,
        `pass${hosts}x${at}`,
        countryCode,
        product.ipVersion,
        product.ipMode,
        product.kind,
        now,
        now,
      ),
    ),
  ]
  await env.DB.batch(statements)
}

export type Customer = { id: string; token: string }

/** A signed-in customer, made straight in D1 (registration has its own tests), with `balance` Xu from an admin top-up. */
export async function customer(name: string, balance = 0): Promise<Customer> {
  const db = database(env.DB)
  const now = Date.now()
  const user = await insertUser(db, {
    id: crypto.randomUUID(),
    username: name,
    email: `${name}@portal.test`,
    name,
    createdAt: now,
    updatedAt: now,
  })
  const { accessToken } = await openSession({ db, config: config(env), now }, user, {})
  if (balance > 0) await fund(user.id, balance)
  return { id: user.id, token: accessToken }
}

export async function fund(userId: string, amount: number): Promise<void> {
  const op = { kind: 'admin-adjust' as const, userId, eventKey: `fund:${crypto.randomUUID()}`, amount, reason: 'test', actorId: 'test' }
  expect((await moneyOp(op)).ok).toBe(true)
}

export const choice = (extra: Partial<OrderChoice> = {}): OrderChoice => ({
  ...PRIVATE_V4,
  countryCode: 'VN',
  amount: 1,
  bandwidthTier: 'basic',
  periodUnit: 'month',
  periodCount: 1,
  ...extra,
})

type Send = { key?: string; method?: string }

/** A customer's call under /api, from the portal's origin, with an Idempotency-Key when given. */
export function customerCall(who: Customer, path: string, body?: unknown, send: Send = {}) {
  const headers = { ...bearer(who.token), origin: ORIGIN, ...(send.key && { 'idempotency-key': send.key }) }
  return call(`/api/${path}`, body, { method: send.method ?? (body === undefined ? 'GET' : 'POST'), headers })
}

/** A customer's order call. */
export const orderCall = (who: Customer, path: string, body?: unknown, send: Send = {}) => customerCall(who, `order/${path}`, body, send)

/** The body of a 200 answer; any other status fails the test with the body it had. */
export async function okJson<T>(response: Response | Promise<Response>): Promise<T> {
  const answered = await response
  expect(answered.status, await answered.clone().text()).toBe(200)
  return (await answered.json()) as T
}

/** Buys and expects success. */
export const bought = (who: Customer, body: unknown = choice(), key?: string) =>
  okJson<OrderAnswer>(orderCall(who, 'create', body, { key }))

/** What the shop's storage looks like, for "nothing changed" checks. */
export async function shopState() {
  const one = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n
  return {
    freeProxies: await one("SELECT COUNT(*) AS n FROM proxies WHERE status = 'free'"),
    soldProxies: await one("SELECT COUNT(*) AS n FROM proxies WHERE status = 'sold'"),
    boughtProxies: await one('SELECT COUNT(*) AS n FROM bought_proxies'),
    orders: await one('SELECT COUNT(*) AS n FROM orders'),
    logs: await one('SELECT COUNT(*) AS n FROM order_logs'),
    ledgerRows: await one('SELECT COUNT(*) AS n FROM ledger'),
    claims: await one('SELECT COUNT(*) AS n FROM stock_claims'),
  }
}

/** The order/plan events the user's live channel holds, as a client gets them. */
export async function planEvents(userId: string) {
  const events = await userAccount(userId).eventsAfter(0)
  return events
    .filter((event) => event.type === 'plan')
    .map(({ planId, message, isSuccess, time }) => ({ planId, message, isSuccess, time }))
}

export const days = (count: number) => count * DAY_MS
