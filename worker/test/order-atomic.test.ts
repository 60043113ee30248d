import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { database } from '../src/db/client'
import { expireOrders } from '../src/jobs/order-expire'
import { buyStatements } from '../src/orders/order-statements'
import { expectError } from './accounts'
import { expectLoggedErrors } from './fresh-database'
import { balanceOf, expectBooksBalance, moneyOp } from './money'
import { addProxies, bought, type Customer, choice, customer, days, orderCall, seedCatalogue, shopState } from './order-fixtures'

beforeEach(seedCatalogue)

/** A step of a batch, made to fail by a trigger that aborts it (no test-only code in the app). */
type Step = { table: string; event: 'INSERT' | 'UPDATE' }

const inject = (step: Step) =>
  env.DB.prepare(`CREATE TRIGGER injected BEFORE ${step.event} ON ${step.table} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`).run()
const heal = () => env.DB.prepare('DROP TRIGGER injected').run()

/** Everything a paid order call could change, for one customer. */
async function snapshot(who: Customer) {
  const orders = await env.DB.prepare(
    'SELECT id, status, bandwidth_tier, renew_price, expires_at, auto_renew_failed_for FROM orders ORDER BY id',
  ).all()
  const held = await env.DB.prepare('SELECT proxy_id, status, expires_at FROM bought_proxies ORDER BY proxy_id').all()
  return { shop: await shopState(), balance: await balanceOf(who.id), orders: orders.results, held: held.results }
}

/** For each step: the call fails whole (500, nothing changed), then the same call with the same key succeeds, once. */
async function failEachStep(who: Customer, steps: Step[], send: (key: string) => Promise<Response>, prepare = async () => {}) {
  const logged = expectLoggedErrors()
  for (const step of steps) {
    const key = `atomic-${step.table}-${step.event}`
    await prepare()
    const before = await snapshot(who)
    await inject(step)
    await expectError(send(key), 500, 'UNKNOW_ERROR')
    await heal()
    expect(await snapshot(who), `${step.event} ${step.table}`).toEqual(before)
    await expectBooksBalance(who.id)
    const first = await send(key)
    expect(first.status, `${step.event} ${step.table}: ${await first.clone().text()}`).toBe(200)
    const again = await send(key)
    expect(await again.text()).toBe(await first.text())
    expect((await snapshot(who)).shop.ledgerRows).toBe((before.shop.ledgerRows ?? 0) + 1)
    await expectBooksBalance(who.id)
  }
  expect(logged.length).toBe(steps.length)
  expect(logged.every((args) => String(args).includes('injected failure'))).toBe(true)
}

describe('all or nothing', () => {
  it('a purchase failing at any step leaves no money lost, no proxy taken, no order half made', async () => {
    await addProxies(20)
    const an = await customer('an', 5_000_000)
    const steps: Step[] = [
      { table: 'ledger', event: 'INSERT' },
      { table: 'users', event: 'UPDATE' },
      { table: 'orders', event: 'INSERT' },
      { table: 'bought_proxies', event: 'INSERT' },
      { table: 'proxies', event: 'UPDATE' },
      { table: 'stock_claims', event: 'INSERT' },
      { table: 'order_logs', event: 'INSERT' },
    ]
    await failEachStep(an, steps, (key) => orderCall(an, 'create', choice({ amount: 2 }), { key }))
    expect(await shopState()).toMatchObject({ orders: 7, boughtProxies: 14, freeProxies: 6, soldProxies: 14, claims: 0 })
  })

  it('a renewal failing at any step leaves the order expired with its proxies, and the money where it was', async () => {
    await addProxies(20)
    const an = await customer('an', 5_000_000)
    const order = await bought(an, choice({ amount: 3 }))
    const steps: Step[] = [
      { table: 'ledger', event: 'INSERT' },
      { table: 'users', event: 'UPDATE' },
      { table: 'stock_claims', event: 'INSERT' },
      { table: 'orders', event: 'UPDATE' },
      { table: 'bought_proxies', event: 'UPDATE' },
      { table: 'order_logs', event: 'INSERT' },
    ]
    let renewals = 0
    // Each successful renewal puts the order back in use: it ends again before the next step's attempt.
    const expire = async () => {
      const row = await env.DB.prepare('SELECT expires_at FROM orders').first<{ expires_at: number }>()
      await expireOrders(env, row?.expires_at ?? 0)
    }
    await failEachStep(
      an,
      steps,
      (key) => {
        renewals++
        return orderCall(an, `renew/${order.order._id}`, {}, { key, method: 'PUT' })
      },
      expire,
    )
    expect(renewals).toBe(steps.length * 3)
  })

  it('an upgrade failing at any step leaves the tier, the renewal price and the money as they were', async () => {
    await addProxies(20)
    const an = await customer('an', 5_000_000)
    const order = await bought(an, choice({ amount: 3 }))
    const steps: Step[] = [
      { table: 'ledger', event: 'INSERT' },
      { table: 'users', event: 'UPDATE' },
      { table: 'stock_claims', event: 'INSERT' },
      { table: 'orders', event: 'UPDATE' },
      { table: 'order_logs', event: 'INSERT' },
    ]
    // Each successful upgrade raised the tier: put it back, straight in D1, before the next step's attempt.
    const lower = async () => void (await env.DB.prepare("UPDATE orders SET bandwidth_tier = 'basic'").run())
    const upgrade = (key: string) =>
      orderCall(an, `increase-bandwidth/${order.order._id}`, { bandwidth: 'premium' }, { key, method: 'PUT' })
    await failEachStep(an, steps, upgrade, lower)
    const tier = await env.DB.prepare('SELECT bandwidth_tier FROM orders').first()
    expect(tier).toEqual({ bandwidth_tier: 'premium' })
  })
})

describe('the stock claim', () => {
  it('fails the whole purchase batch, money included, when the batch finds fewer free proxies than it wants', async () => {
    await addProxies(2)
    const an = await customer('an', 1_000_000)
    const before = await shopState()
    const now = Date.now()
    const order = {
      id: 'claim-test',
      code: 'PCLAIMTEST000',
      userId: an.id,
      packageId: null,
      packageName: null,
      kind: 'private' as const,
      ipVersion: 'ipv4' as const,
      ipMode: 'static' as const,
      countryCode: 'VN',
      amount: 3,
      bandwidthTier: 'basic' as const,
      periodUnit: 'month' as const,
      periodCount: 1,
      originalPrice: 135_000,
      discount: 0,
      totalPrice: 135_000,
      renewPrice: 135_000,
      status: 'using' as const,
      autoRenew: false,
      startsAt: now,
      expiresAt: now + days(30),
      createdAt: now,
      updatedAt: now,
    }
    const statements = buyStatements(database(env.DB), order, now)
    const op = {
      kind: 'purchase' as const,
      userId: an.id,
      eventKey: 'order:claim-test',
      amount: 135_000,
      type: 'buy_proxy_private' as const,
    }
    const result = await moneyOp({ ...op, content: order.code, refType: 'order', refId: order.id, statements })
    expect(result).toEqual({ ok: false, code: 'NOT_ENOUGT_PROXY' })
    expect(await shopState()).toEqual(before)
    expect(await balanceOf(an.id)).toBe(1_000_000)
  })
})
