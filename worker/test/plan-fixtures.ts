import { env } from 'cloudflare:workers'
import type { MyPlan, PlanChoice, PlanView, TrialView } from '../src/contract/plans'
import { userAccount } from './money'
import { type Customer, customer, customerCall, okJson } from './order-fixtures'

// One customer helper for the whole shop; plan and trial tests take it from here too.
export { type Customer, customer, okJson }

/**
 * The shared-proxy shop of these tests, straight into D1 (the catalogue's admin API is another
 * feature's): every country at 20,000 Xu a proxy-month but Japan at 30,000; tiers with 10/30/100 GB
 * a proxy; 5% off from 100 proxies, 10% from 500.
 */
export const MONTH_PRICE = 20_000
export const JP_MONTH_PRICE = 30_000
export const WEEK_PRICE = 6_000
export const TIERS = { basic: [10, 0], advanced: [30, 20], premium: [100, 50], unlimited: [null, 100] } as const
export const DAY_MS = 86_400_000
export const MONTH_MS = 30 * DAY_MS

export async function seedSharedShop(): Promise<void> {
  const now = Date.now()
  const price = (id: string, country: string, unit: string, count: number, amount: number) =>
    env.DB.prepare(
      `INSERT INTO prices (id, kind, ip_version, ip_mode, country_code, period_unit, period_count, price, popular, enabled, updated_at)
        VALUES (?, 'shared', 'ipv4', 'static', ?, ?, ?, ?, 0, 1, ?)`,
    ).bind(id, country, unit, count, amount, now)
  await env.DB.batch([
    env.DB.prepare("INSERT INTO countries (code, enabled, sort_order) VALUES ('US', 1, 1), ('VN', 1, 2), ('JP', 1, 3), ('KP', 0, 4)"),
    ...Object.entries(TIERS).map(([tier, [gb, percent]], at) =>
      env.DB.prepare(
        'INSERT INTO bandwidth_tiers (tier, monthly_gb, surcharge_percent, sort_order, updated_at) VALUES (?, ?, ?, ?, ?)',
      ).bind(tier, gb, percent, at, now),
    ),
    price('s-month', '*', 'month', 1, MONTH_PRICE),
    price('s-week', '*', 'week', 1, WEEK_PRICE),
    price('s-jp-month', 'JP', 'month', 1, JP_MONTH_PRICE),
    // A private price the plan must never use.
    env.DB.prepare(
      `INSERT INTO prices (id, kind, ip_version, ip_mode, country_code, period_unit, period_count, price, popular, enabled, updated_at)
        VALUES ('p-month', 'private', 'ipv4', 'static', '*', 'month', 1, 99000, 0, 1, ?)`,
    ).bind(now),
    env.DB.prepare("INSERT INTO discounts (id, min_amount, percent, updated_at) VALUES ('d100', 100, 5, ?), ('d500', 500, 10, ?)").bind(
      now,
      now,
    ),
  ])
}

let nodes = 0
/** `count` shared inventory proxies in a country, on a node of their own; answers their ids. */
export async function addSharedProxies(count: number, countryCode = 'US', kind = 'shared'): Promise<string[]> {
  const now = Date.now()
  const node = `shared-node-${++nodes}`
  const ids = Array.from({ length: count }, (_, at) => `${node}-${at}`)
  await env.DB.batch([
    env.DB.prepare('INSERT INTO sub_servers (id, name, host, country_code, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').bind(
      node,
      node,
      `10.8.${nodes}.1`,
      countryCode,
      now,
      now,
    ),
    ...ids.map((id, at) =>
      env.DB.prepare(
        `INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password, country_code, ip_version, ip_mode, kind, status, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, 'node', 'node', ?, 'ipv4', 'static', ?, 'free', ?, ?)`,
      ).bind(id, node, `10.8.${nodes}.${Math.floor(at / 200) + 2}`, 10_000 + (at % 200), 20_000 + (at % 200), countryCode, kind, now, now),
    ),
  ])
  return ids
}

export const planChoice = (extra: Partial<PlanChoice> = {}): PlanChoice => ({
  amount: 50,
  countries: ['US'],
  bandwidthTier: 'basic',
  periodUnit: 'month',
  periodCount: 1,
  ...extra,
})

/** A customer's call under /api (plan or trial), from the portal's origin, with an Idempotency-Key when given. */
export const callAs = (who: Customer, path: string, body?: unknown, key?: string) => customerCall(who, path, body, { key })

/** Buys a plan and expects success. */
export const boughtPlan = (who: Customer, choice: Partial<PlanChoice> = {}, key?: string) =>
  okJson<{ plan: PlanView; balance: number }>(callAs(who, 'plan/create', planChoice(choice), key))

/** How many proxies of a list are in each country. */
export function byCountry(proxies: { countryCode: string }[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const proxy of proxies) counts[proxy.countryCode] = (counts[proxy.countryCode] ?? 0) + 1
  return counts
}

export const myPlan = (who: Customer) => okJson<MyPlan>(callAs(who, 'plan/my-plan'))
export const myTrial = (who: Customer) => okJson<TrialView | null>(callAs(who, 'trial/my-trial'))

/** The plan's end moved, as time passing would (the API reads the clock itself). */
export async function setPlanEnd(planId: string, expiresAt: number, status = 'using'): Promise<void> {
  await env.DB.prepare('UPDATE plans SET expires_at = ?, status = ? WHERE id = ?').bind(expiresAt, status, planId).run()
}

/** What the shared shop's storage holds, for "nothing changed" checks. */
export async function sharedState() {
  const one = async (query: string) => (await env.DB.prepare(query).first<{ n: number }>())?.n
  return {
    plans: await one('SELECT COUNT(*) AS n FROM plans'),
    liveAssignments: await one('SELECT COUNT(*) AS n FROM shared_assignments WHERE released = 0'),
    assignments: await one('SELECT COUNT(*) AS n FROM shared_assignments'),
    logs: await one('SELECT COUNT(*) AS n FROM plan_logs'),
    ledgerRows: await one('SELECT COUNT(*) AS n FROM ledger'),
    claims: await one('SELECT COUNT(*) AS n FROM stock_claims'),
    trials: await one('SELECT COUNT(*) AS n FROM trials'),
    soldProxies: await one("SELECT COUNT(*) AS n FROM proxies WHERE status <> 'free'"),
  }
}

/** The most owners any shared proxy serves right now (never above the capacity). */
export async function busiestProxy(): Promise<number> {
  const row = await env.DB.prepare(
    'SELECT COALESCE(MAX(n), 0) AS n FROM (SELECT COUNT(*) AS n FROM shared_assignments WHERE released = 0 GROUP BY proxy_id)',
  ).first<{ n: number }>()
  return row?.n ?? 0
}

/** The plan events the user's live channel holds, oldest first. */
export async function planEvents(userId: string) {
  const events = await userAccount(userId).eventsAfter(0)
  return events.filter((event) => event.type === 'plan').map(({ planId, message, isSuccess }) => ({ planId, message, isSuccess }))
}

/** The user's ledger rows, oldest first. */
export async function ledgerRows(userId: string) {
  const { results } = await env.DB.prepare(
    'SELECT type, amount, price, content, created_at AS createdAt FROM ledger WHERE user_id = ? ORDER BY created_at, rowid',
  )
    .bind(userId)
    .all<{ type: string; amount: number; price: number; content: string; createdAt: number }>()
  return results
}
