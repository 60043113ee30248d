import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { jobs, runScheduled } from '../src/jobs/scheduled'
import { nodeFeed } from '../src/nodes/feed'
import { countUsage } from '../src/nodes/usage-batch'
import { holdings } from './ip-change-fixtures'
import { entryOf, feedOf, journal, keyOf, nodeOf, sendUsage } from './node-fixtures'
import { addProxies, bought, choice, customer, seedCatalogue } from './order-fixtures'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const GB = 1024 ** 3
const upkeep = jobs.filter((job) => job.name === 'usage-upkeep')
const windowEnds = jobs.filter((job) => job.name === 'usage-window-ends')

describe('usage storage over time', () => {
  let key: string
  let node: string
  let item: { proxyId: string; owner: 'private'; ownerId: string; up: number; down: number }
  let startsAt: number
  beforeEach(async () => {
    await seedCatalogue()
    await addProxies(2, 'VN')
    const buyer = await customer('holder', 1_000_000)
    startsAt = (await bought(buyer, choice({ amount: 1 }))).order.startsAt
    const [held] = await holdings(buyer.id)
    node = await nodeOf(held?.proxyId ?? '')
    key = await keyOf(node)
    item = { proxyId: held?.proxyId ?? '', owner: 'private', ownerId: held?.id ?? '', up: 10, down: 90 }
  })

  it('rolls hourly rows older than two days up into days, counting each byte once even when two runs race', async () => {
    const batch = journal()
    const now = Date.now()
    await sendUsage(key, batch(1, [item], now - 3 * DAY))
    await sendUsage(key, batch(2, [item], now - 3 * DAY + HOUR))
    await sendUsage(key, batch(3, [item], now))
    await Promise.all([runScheduled(env, now, upkeep), runScheduled(env, now, upkeep)])
    const hourly = await env.DB.prepare('SELECT count(*) AS rows, sum(up + down) AS bytes FROM usage_hourly').first()
    const daily = await env.DB.prepare('SELECT count(*) AS rows, sum(up + down) AS bytes FROM usage_daily').first()
    expect({ hourly, daily }).toEqual({ hourly: { rows: 1, bytes: 100 }, daily: { rows: expect.any(Number), bytes: 200 } })
  })

  it('forgets counted batches after 8 days, and answers a replay that old as counted without counting it', async () => {
    const batch = journal()(1, [item])
    await sendUsage(key, batch)
    const later = Date.now() + 9 * DAY
    await runScheduled(env, later, upkeep)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM usage_batches').first()).toEqual({ n: 0 })
    expect(await countUsage(env.DB, node, batch, later)).toEqual({ ok: true, value: { seq: 1, duplicate: true } })
    expect(await env.DB.prepare('SELECT up, down FROM usage_totals').first()).toEqual({ up: 10, down: 90 })
  })

  it('gives the nodes serving an owner a new feed version when its window ends, with the whole allowance back', async () => {
    // Held for longer than one window.
    await env.DB.prepare('UPDATE bought_proxies SET expires_at = ? WHERE id = ?')
      .bind(startsAt + 90 * DAY, item.ownerId)
      .run()
    await sendUsage(key, journal()(1, [{ ...item, down: 100 * GB }]))
    const over = await feedOf(node)
    expect(entryOf(over, item.proxyId)?.access[0]).toMatchObject({ refusal: 'quota', allowanceBytes: 0 })
    const windowEnd = startsAt + 30 * DAY
    await runScheduled(env, windowEnd - 60_000, windowEnds)
    expect((await feedOf(node)).version).toBe(over.version)
    await runScheduled(env, windowEnd + 30_000, windowEnds)
    const after = await nodeFeed(env.DB, node, windowEnd + 30_000)
    expect(Number(after.version)).toBeGreaterThan(Number(over.version))
    expect(entryOf(after, item.proxyId)?.access[0]).toMatchObject({ refusal: null, allowanceBytes: 100 * GB })
  })
})
