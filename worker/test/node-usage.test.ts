import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectError } from './accounts'
import { holdings } from './ip-change-fixtures'
import { journal, keyOf, nodeOf, report, sendUsage } from './node-fixtures'
import { addProxies, bought, type Customer, choice, customer, okJson, seedCatalogue } from './order-fixtures'
import { addSharedProxies, boughtPlan, callAs, myPlan, seedSharedShop } from './plan-fixtures'

const MB = 1024 ** 2

/** Every counter the usage rows hold, for "counted once" checks. */
async function counters() {
  const sum = async (table: string) =>
    (await env.DB.prepare(`SELECT coalesce(sum(up), 0) AS up, coalesce(sum(down), 0) AS down FROM ${table}`).first<{
      up: number
      down: number
    }>()) ?? {}
  const batches = await env.DB.prepare('SELECT count(*) AS n FROM usage_batches').first<{ n: number }>()
  return { hourly: await sum('usage_hourly'), totals: await sum('usage_totals'), batches: batches?.n }
}

describe('usage reported by a node', () => {
  let buyer: Customer
  let node: string
  let key: string
  let item: { proxyId: string; owner: 'private'; ownerId: string; up: number; down: number }
  beforeEach(async () => {
    await seedCatalogue()
    await addProxies(3, 'VN')
    buyer = await customer('holder', 1_000_000)
    await bought(buyer, choice({ amount: 1 }))
    const [held] = await holdings(buyer.id)
    node = await nodeOf(held?.proxyId ?? '')
    key = await keyOf(node)
    item = { proxyId: held?.proxyId ?? '', owner: 'private', ownerId: held?.id ?? '', up: 1000, down: 5000 }
  })

  it('counts a batch once: per proxy, owner and hour, and in the owner’s window; a replay answers duplicate and adds nothing', async () => {
    const batch = journal()(1, [item, { ...item, up: 1, down: 2 }])
    expect(await sendUsage(key, batch)).toEqual({ seq: 1, duplicate: false })
    const once = await counters()
    expect(once).toEqual({ hourly: { up: 1001, down: 5002 }, totals: { up: 1001, down: 5002 }, batches: 1 })
    const { results } = await env.DB.prepare('SELECT proxy_id, owner, owner_id, hour FROM usage_hourly').all()
    expect(results).toEqual([{ proxy_id: item.proxyId, owner: 'private', owner_id: item.ownerId, hour: batch.to - (batch.to % 3_600_000) }])
    // The sale's window: 30 days from its order's start.
    const window = await env.DB.prepare(
      `SELECT t.period_start - o.starts_at AS fromStart, t.period_end - t.period_start AS length FROM usage_totals t
        JOIN bought_proxies b ON b.id = t.owner_id JOIN orders o ON o.id = b.order_id`,
    ).first()
    expect(window).toEqual({ fromStart: 0, length: 30 * 86_400_000 })

    expect(await sendUsage(key, batch)).toEqual({ seq: 1, duplicate: true })
    expect(await counters()).toEqual(once)
  })

  it('counts concurrent replays of one batch exactly once', async () => {
    const next = journal()
    const batches = [1, 2, 3].map((seq) => next(seq, [{ ...item, up: seq, down: 10 * seq }]))
    const answers = await Promise.all(batches.flatMap((batch) => Array.from({ length: 8 }, () => sendUsage(key, batch))))
    expect(
      answers
        .filter((answer) => !answer.duplicate)
        .map((answer) => answer.seq)
        .sort(),
    ).toEqual([1, 2, 3])
    expect(await counters()).toEqual({ hourly: { up: 6, down: 60 }, totals: { up: 6, down: 60 }, batches: 3 })
  })

  it("ignores items of another node's proxies, and owners it does not know", async () => {
    await addProxies(1, 'VN')
    const { results } = await env.DB.prepare('SELECT id FROM proxies WHERE sub_server_id <> ?').bind(node).all<{ id: string }>()
    const elsewhere = results[0]?.id ?? ''
    const batch = journal()(1, [
      { ...item, proxyId: elsewhere },
      { ...item, ownerId: 'no-such-sale', up: 7, down: 7 },
      { proxyId: item.proxyId, owner: 'inventory', ownerId: item.proxyId, up: 3, down: 3 },
    ])
    expect(await sendUsage(key, batch)).toEqual({ seq: 1, duplicate: false })
    // The hourly rows keep what this node's proxy moved, whoever it was; only known owners get a total.
    expect(await counters()).toEqual({ hourly: { up: 10, down: 10 }, totals: { up: 0, down: 0 }, batches: 1 })
  })

  it('answers a batch older than the rows kept as counted, and refuses a malformed one', async () => {
    const old = journal()(1, [item], Date.now() - 8 * 86_400_000)
    expect(await sendUsage(key, old)).toEqual({ seq: 1, duplicate: true })
    expect(await counters()).toEqual({ hourly: { up: 0, down: 0 }, totals: { up: 0, down: 0 }, batches: 0 })
    const batch = journal()
    const now = Date.now()
    await expectError(report(key, { ...batch(1, [item]), from: now, to: now - 1 }), 400, 'INVALID_INPUT')
    await expectError(report(key, batch(1, [{ ...item, up: -1 }])), 400, 'INVALID_INPUT')
    await expectError(report(key, { ...batch(1, [item]), seq: 0 }), 400, 'INVALID_INPUT')
    await expectError(report(key, { ...batch(1, [item]), to: Date.now() + 2 * 86_400_000 }), 400, 'INVALID_INPUT')
    await expectError(report('pn_nope', batch(1, [item])), 409, 'PERMISSION_DENIED')
  })
})

describe("a plan's bandwidth used", () => {
  it("is what the nodes counted in the plan's window, across nodes, shown on the plan page", async () => {
    await seedSharedShop()
    await addSharedProxies(60, 'US')
    const planner = await customer('planner', 2_000_000)
    const { plan } = await boughtPlan(planner)
    const { results } = await env.DB.prepare(
      `SELECT p.id, p.sub_server_id AS node FROM shared_assignments a JOIN proxies p ON p.id = a.proxy_id WHERE a.owner_id = ? ORDER BY p.id`,
    )
      .bind(plan._id)
      .all<{ id: string; node: string }>()
    const [first, second] = results
    if (!first || !second) throw new Error('plan without proxies')
    const used = (proxyId: string, up: number, down: number) => ({ proxyId, owner: 'plan' as const, ownerId: plan._id, up, down })
    await sendUsage(await keyOf(first.node), journal()(1, [used(first.id, 200 * MB, 600 * MB), used(second.id, 100 * MB, 124 * MB)]))
    expect((await myPlan(planner)).plan.bandwidthUsedMb).toBe(1024)
    expect((await okJson<{ plan: { bandwidthUsedMb: number } }>(callAs(planner, 'plan/my-plan'))).plan.bandwidthUsedMb).toBe(1024)
  })
})
