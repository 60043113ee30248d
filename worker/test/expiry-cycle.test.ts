import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { jobs, runScheduled } from '../src/jobs/scheduled'
import { expectError } from './accounts'
import { balanceOf, expectBooksBalance } from './money'
import {
  addProxies,
  bought,
  type Customer,
  choice,
  customer,
  days,
  fund,
  MONTH_PRICE,
  orderCall,
  planEvents,
  seedCatalogue,
} from './order-fixtures'

beforeEach(seedCatalogue)

const orderJobs = jobs.filter((job) => job.name.startsWith('order-'))
const HOUR = 3_600_000

type Mode = 'once' | 'twice' | 'concurrently'
async function tick(now: number, mode: Mode) {
  if (mode === 'concurrently') await Promise.all([runScheduled(env, now, orderJobs), runScheduled(env, now, orderJobs)])
  else for (let run = 0; run < (mode === 'twice' ? 2 : 1); run++) await runScheduled(env, now, orderJobs)
}

/** Three customers, one order each: auto-renew with money, auto-renew without, no auto-renew. */
async function scenario() {
  await addProxies(3)
  const rich = await customer('rich', 1_000_000)
  const poor = await customer('poor', MONTH_PRICE)
  const plain = await customer('plain', MONTH_PRICE)
  const who = { rich, poor, plain }
  const orders: Record<string, { id: string; expiresAt: number }> = {}
  for (const [name, person] of Object.entries(who)) {
    const { order } = await bought(person, choice())
    orders[name] = { id: order._id, expiresAt: order.expiresAt }
    if (name !== 'plain') await orderCall(person, `auto-renew/${order._id}`, { autoRenew: true }, { method: 'PUT' })
  }
  const end = Math.max(...Object.values(orders).map((order) => order.expiresAt))
  return { who, orders, end }
}

/** Everything the cycle changes, per customer, without ids or times that differ from one scenario to the next. */
async function state(s: Awaited<ReturnType<typeof scenario>>) {
  const seen: Record<string, unknown> = {}
  for (const [name, person] of Object.entries(s.who) as [string, Customer][]) {
    const order = s.orders[name]
    const row = await env.DB.prepare('SELECT status, expires_at, released_at, auto_renew_failed_for FROM orders WHERE id = ?')
      .bind(order?.id)
      .first<{ status: string; expires_at: number; released_at: number | null; auto_renew_failed_for: number | null }>()
    const held = await env.DB.prepare('SELECT status, COUNT(*) AS n FROM bought_proxies WHERE order_id = ? GROUP BY status')
      .bind(order?.id)
      .all()
    const logs = await env.DB.prepare('SELECT action, success FROM order_logs WHERE order_id = ? ORDER BY action, success')
      .bind(order?.id)
      .all()
    const ledger = await env.DB.prepare('SELECT type, amount FROM ledger WHERE user_id = ? ORDER BY type').bind(person.id).all()
    // The client shows an event once per plan id and time.
    const events = new Set((await planEvents(person.id)).map((event) => `${event.message}@${event.time - (order?.expiresAt ?? 0)}`))
    seen[name] = {
      status: row?.status,
      extendedBy: (row?.expires_at ?? 0) - (order?.expiresAt ?? 0),
      released: row?.released_at !== null,
      failedFor: row?.auto_renew_failed_for === null ? null : (row?.auto_renew_failed_for ?? 0) - (order?.expiresAt ?? 0),
      held: held.results,
      logs: logs.results,
      ledger: ledger.results,
      balance: await balanceOf(person.id),
      events: [...events].map((event) => event.split('@')[0]).sort(),
    }
    await expectBooksBalance(person.id)
  }
  const stock = await env.DB.prepare('SELECT status, COUNT(*) AS n FROM proxies GROUP BY status ORDER BY status').all()
  return { customers: seen, stock: stock.results }
}

/** The cycle over one order life: a day before the end, just after it, 3 days after it. */
async function cycle(mode: Mode) {
  const s = await scenario()
  const states = []
  for (const now of [s.end - 12 * HOUR, s.end + 1, s.end + days(3) + 1]) {
    await tick(now, mode)
    states.push(await state(s))
  }
  return { s, states }
}

const base = { released: false, failedFor: null as number | null, extendedBy: 0 }
const bought1 = { admin: (amount: number) => ({ type: 'admin_topup', amount }), buy: { type: 'buy_proxy_private', amount: -MONTH_PRICE } }
const log = (action: string, success = 1) => ({ action, success })

/** The state after each tick, whatever the number of runs per tick. */
function expectedStates() {
  const rich = {
    ...base,
    status: 'using',
    extendedBy: days(30),
    held: [{ status: 'using', n: 1 }],
    logs: [log('auto_renew'), log('buy')],
    ledger: [bought1.admin(1_000_000), { type: 'auto_renew_private', amount: -MONTH_PRICE }, bought1.buy],
    balance: 1_000_000 - 2 * MONTH_PRICE,
    events: ['BUY_SUCCESS', 'RENEW_SUCCESS'],
  }
  const poor = {
    ...base,
    status: 'using',
    failedFor: 0 as number | null,
    held: [{ status: 'using', n: 1 }],
    logs: [log('auto_renew', 0), log('buy')],
    ledger: [bought1.admin(MONTH_PRICE), bought1.buy],
    balance: 0,
    events: ['BUY_SUCCESS', 'RENEW_FAIL'],
  }
  const plain = { ...poor, failedFor: null, logs: [log('buy')], events: ['BUY_SUCCESS'] }
  const expired = (c: typeof poor) => ({ ...c, status: 'expired', held: [{ status: 'expired', n: 1 }], logs: [...c.logs, log('expire')] })
  const released = (c: typeof poor) => ({ ...c, released: true, held: [{ status: 'released', n: 1 }], logs: [...c.logs, log('release')] })
  return [
    { customers: { rich, poor, plain }, stock: [{ status: 'sold', n: 3 }] },
    { customers: { rich, poor: expired(poor), plain: expired(plain) }, stock: [{ status: 'sold', n: 3 }] },
    {
      customers: { rich, poor: released(expired(poor)), plain: released(expired(plain)) },
      stock: [
        { status: 'free', n: 2 },
        { status: 'sold', n: 1 },
      ],
    },
  ]
}

describe('the expiry cycle', () => {
  it('auto-renews from the balance, reports a short balance once and lets that order end, expires, releases after 3 days', async () => {
    const { s, states } = await cycle('once')
    expect(states).toEqual(expectedStates())
    expect((await planEvents(s.who.poor.id)).filter((event) => event.message === 'RENEW_FAIL')).toHaveLength(1)
    // What went back to the pool is for sale again, and the released order can no longer be renewed.
    const next = await customer('next', 2 * MONTH_PRICE)
    expect((await bought(next, choice({ amount: 2 }))).proxies).toHaveLength(2)
    await expectError(orderCall(s.who.plain, `renew/${s.orders.plain?.id}`, {}, { method: 'PUT' }), 400, 'ORDER_EXPIRED')
  })

  it('gives the same state when each tick runs twice', async () => {
    expect((await cycle('twice')).states).toEqual(expectedStates())
  })

  it('gives the same state when each tick runs twice at once, and reports a short balance once', async () => {
    const { s, states } = await cycle('concurrently')
    expect(states).toEqual(expectedStates())
    expect((await planEvents(s.who.poor.id)).filter((event) => event.message === 'RENEW_FAIL')).toHaveLength(1)
  })

  it('tries again once the customer turns auto-renewal back on (after topping up)', async () => {
    const s = await scenario()
    await tick(s.end - 12 * HOUR, 'once')
    await orderCall(s.who.poor, `auto-renew/${s.orders.poor?.id}`, { autoRenew: true }, { method: 'PUT' })
    await tick(s.end - 11 * HOUR, 'once')
    expect((await planEvents(s.who.poor.id)).map((event) => event.message)).toEqual(['BUY_SUCCESS', 'RENEW_FAIL', 'RENEW_FAIL'])
    await fund(s.who.poor.id, MONTH_PRICE)
    await orderCall(s.who.poor, `auto-renew/${s.orders.poor?.id}`, { autoRenew: true }, { method: 'PUT' })
    await tick(s.end - 10 * HOUR, 'twice')
    await tick(s.end + 1, 'once')
    const row = await env.DB.prepare('SELECT status, expires_at FROM orders WHERE id = ?').bind(s.orders.poor?.id).first()
    expect(row).toEqual({ status: 'using', expires_at: (s.orders.poor?.expiresAt ?? 0) + days(30) })
    expect(await balanceOf(s.who.poor.id)).toBe(0)
  })
})
