import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { SHARED_CAPACITY, type ShopModel, viewStatus } from './shop-fuzz-model'
import { ON_SALE } from './shop-fuzz-shop'

const rowsOf = <T>(result: D1Result<unknown> | undefined) => (result?.results ?? []) as T[]
const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id))

/** The state after a step, in one read (one D1 batch is one transaction, so it is a consistent picture). */
async function readShop(users: string[]) {
  const marks = users.map(() => '?').join(', ')
  const ofUsers = (sql: string) => env.DB.prepare(sql).bind(...users)
  const results = await env.DB.batch([
    ofUsers(`SELECT id, balance, (SELECT COALESCE(SUM(amount), 0) FROM ledger l WHERE l.user_id = users.id) AS total,
      (SELECT COUNT(*) FROM ledger l WHERE l.user_id = users.id) AS n FROM users WHERE id IN (${marks})`),
    ofUsers(`SELECT event_key FROM ledger WHERE user_id IN (${marks}) GROUP BY event_key HAVING COUNT(*) > 1`),
    env.DB.prepare("SELECT proxy_id FROM bought_proxies WHERE status <> 'released' GROUP BY proxy_id HAVING COUNT(*) > 1"),
    env.DB.prepare(`SELECT p.country_code AS country, p.status, COUNT(*) AS n,
      SUM((SELECT COUNT(*) FROM bought_proxies b WHERE b.proxy_id = p.id AND b.status <> 'released')) AS held
      FROM proxies p WHERE p.kind = 'private' GROUP BY p.country_code, p.status`),
    env.DB.prepare(`SELECT o.id, o.status, o.expires_at AS expiresAt, o.amount, o.bandwidth_tier AS tier, o.total_price AS totalPrice,
      o.renew_price AS renewPrice, o.auto_renew AS autoRenew, o.released_at IS NOT NULL AS released, o.auto_renew_failed_for AS failedFor,
      (SELECT COUNT(*) FROM bought_proxies b WHERE b.order_id = o.id AND b.status <> 'released') AS held,
      (SELECT COUNT(*) FROM bought_proxies b WHERE b.order_id = o.id AND b.status <> 'released'
        AND (b.status <> o.status OR b.expires_at <> o.expires_at)) AS heldOtherwise FROM orders o`),
    env.DB.prepare(`SELECT id, status, expires_at AS expiresAt, amount, countries, bandwidth_tier AS tier, bandwidth_gb AS bandwidthGb,
      monthly_price AS monthlyPrice, released_at AS releasedAt FROM plans`),
    env.DB.prepare('SELECT proxy_id AS proxy, COUNT(*) AS n FROM shared_assignments WHERE released = 0 GROUP BY proxy_id'),
    env.DB.prepare(
      "SELECT owner_id AS owner, proxy_id AS proxy FROM shared_assignments WHERE released = 0 AND owner_id NOT LIKE 'background-%'",
    ),
    ofUsers(`SELECT ref_id AS id, price FROM ledger WHERE user_id IN (${marks}) AND ref_type IN ('order', 'plan') AND amount < 0`),
    env.DB.prepare(`SELECT order_id AS id, price FROM order_logs WHERE success = 1 AND action IN ('buy', 'renew', 'auto_renew', 'increase_bandwidth')
      UNION ALL SELECT plan_id AS id, price FROM plan_logs WHERE success = 1`),
    env.DB.prepare(`SELECT id, status, expires_at AS expiresAt, auto_renew AS autoRenew, auto_renew_failed_for AS failedFor,
      (status = 'released') = (released_at IS NOT NULL) AS releaseNoted FROM proxy_keys`),
    env.DB.prepare(`SELECT (SELECT count(*) FROM proxies WHERE kind = 'rotating' AND status = 'free') AS free,
      (SELECT count(*) FROM (SELECT proxy_id FROM proxy_keys WHERE status <> 'released' GROUP BY proxy_id HAVING count(*) > 1)) AS heldTwice,
      (SELECT count(*) FROM proxy_keys k JOIN proxies p ON p.id = k.proxy_id WHERE k.status <> 'released' AND p.status <> 'sold') AS heldFree`),
  ])
  return results
}

type Priced = { id: string; price: number }
const pricesById = (rows: Priced[]) => rows.map((row) => `${row.id} ${row.price}`).sort()

/**
 * After every step: no balance below 0; every balance equal to its ledger's sum and to the model, with
 * as many ledger rows as the model applied events (no event twice, no double charge); no proxy held by
 * two customers; per country free + held = inventory, free = the model's stock; orders and plans as
 * the model has them (status, end, amount, tier, prices); an order in use or expired holds exactly its
 * amount, a released one none; shared proxies' owners as the model counts them, never over capacity;
 * every charge for an order or a plan matches a price recorded in its history; keys as the model has
 * them, the rotating pool's free endpoints as it counts them, none held twice.
 */
export async function expectShopMatches(model: ShopModel): Promise<void> {
  const [balances, twice, heldTwice, stock, orders, plans, owners, assignments, charges, recorded, keys, pool] = await readShop(model.users)
  const real = new Map(rowsOf<{ id: string; balance: number; total: number; n: number }>(balances).map((row) => [row.id, row]))
  const books = model.users.map((id, user) => ({
    user,
    balance: real.get(id)?.balance,
    ledger: real.get(id)?.total,
    rows: real.get(id)?.n,
  }))
  for (const row of books) expect(row.balance, `balance of user ${row.user}`).toBeGreaterThanOrEqual(0)
  expect(books).toEqual(
    model.users.map((_, user) => ({ user, balance: model.balances[user], ledger: model.balances[user], rows: model.rows[user] })),
  )
  expect(rowsOf(twice), 'event keys applied twice').toEqual([])
  expect(rowsOf(heldTwice), 'proxies held by two customers').toEqual([])
  const wantedStock = ON_SALE.flatMap((country) => {
    const [free, held] = [model.stock[country], model.inventory[country] - model.stock[country]]
    return [
      ...(free > 0 ? [{ country, status: 'free', n: free, held: 0 }] : []),
      ...(held > 0 ? [{ country, status: 'sold', n: held, held }] : []),
    ]
  })
  const byStock = (a: { country: string; status: string }, b: { country: string; status: string }) =>
    `${a.country}${a.status}`.localeCompare(`${b.country}${b.status}`)
  expect(rowsOf<{ country: string; status: string }>(stock).sort(byStock), 'private stock').toEqual(wantedStock.sort(byStock))
  const wantedOrders = [...model.orders.values()].map((o) => ({
    id: o.id,
    status: o.status,
    expiresAt: o.expiresAt,
    amount: o.amount,
    tier: o.tier,
    totalPrice: o.totalPrice,
    renewPrice: o.renewPrice,
    autoRenew: Number(o.autoRenew),
    released: Number(o.released),
    failedFor: o.failedFor,
    held: o.released ? 0 : o.amount,
    heldOtherwise: 0,
  }))
  expect(byId(rowsOf<{ id: string }>(orders)), 'orders').toEqual(byId(wantedOrders))
  const seenPlans = rowsOf<{ id: string; status: string; expiresAt: number; countries: string }>(plans).map((plan) => ({
    ...plan,
    status: viewStatus(plan, model.now),
    countries: JSON.parse(plan.countries),
  }))
  const wantedPlans = [...model.plans.values()].map(
    ({ id, status, expiresAt, amount, countries, tier, bandwidthGb, monthlyPrice, releasedAt }) => ({
      id,
      status: viewStatus({ status, expiresAt }, model.now),
      expiresAt,
      amount,
      countries,
      tier,
      bandwidthGb,
      monthlyPrice,
      releasedAt,
    }),
  )
  expect(byId(seenPlans), 'plans').toEqual(byId(wantedPlans))
  expectSharedRoom(model, rowsOf(owners), rowsOf(assignments))
  expect(pricesById(rowsOf(charges)), 'charges and recorded prices').toEqual(pricesById(rowsOf(recorded)))
  expectKeys(model, rowsOf(keys), rowsOf(pool))
}

/** Keys as the model has them (status, end, auto-renewal), the rotating pool's free endpoints as it counts them, each held once. */
function expectKeys(model: ShopModel, rows: { id: string }[], pool: { free: number; heldTwice: number; heldFree: number }[]): void {
  const wanted = [...model.keys.values()].map((key) => ({
    id: key.id,
    status: key.released ? 'released' : key.status,
    expiresAt: key.expiresAt,
    autoRenew: Number(key.autoRenew),
    failedFor: key.failedFor,
    releaseNoted: 1,
  }))
  expect(byId(rows), 'keys').toEqual(byId(wanted))
  expect(pool, 'rotating pool').toEqual([{ free: model.keyStock, heldTwice: 0, heldFree: 0 }])
}

/** Each shared proxy's live owners as the model counts them (never over capacity), each plan's proxies as the model has them. */
function expectSharedRoom(model: ShopModel, owners: { proxy: string; n: number }[], rows: { owner: string; proxy: string }[]): void {
  expect(Math.max(0, ...owners.map((row) => row.n)), 'owners of the busiest shared proxy').toBeLessThanOrEqual(SHARED_CAPACITY)
  const counted = Object.fromEntries([...model.owners].filter(([, n]) => n > 0))
  expect(Object.fromEntries(owners.map((row) => [row.proxy, row.n])), 'owners per shared proxy').toEqual(counted)
  const held = new Map<string, string[]>()
  for (const { owner, proxy } of rows) held.set(owner, [...(held.get(owner) ?? []), proxy])
  const plans = [...model.plans.values()].filter((plan) => plan.proxies.size > 0)
  expect([...held.keys()].sort(), 'owners of shared proxies').toEqual(plans.map((plan) => plan.id).sort())
  for (const plan of plans) expect((held.get(plan.id) ?? []).sort(), `proxies of plan ${plan.id}`).toEqual([...plan.proxies].sort())
}
