import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { NodeAccess } from '../src/contract/node-feed'
import { holdings } from './ip-change-fixtures'
import { entryOf, feedOf, journal, keyOf, nodeOf, sendUsage } from './node-fixtures'
import { addProxies, bought, type Customer, choice, customer, okJson, orderCall, seedCatalogue } from './order-fixtures'

const GB = 1024 ** 3

describe('what a node refuses a right login', () => {
  let buyer: Customer
  let node: string
  let proxyId: string
  let boughtId: string
  let orderId: string
  const access = async (): Promise<NodeAccess | undefined> => entryOf(await feedOf(node), proxyId)?.access[0]
  beforeEach(async () => {
    await seedCatalogue()
    await addProxies(3, 'VN')
    buyer = await customer('holder', 1_000_000)
    orderId = (await bought(buyer, choice({ amount: 1 }))).order._id
    const [held] = await holdings(buyer.id)
    proxyId = held?.proxyId ?? ''
    boughtId = held?.id ?? ''
    node = await nodeOf(proxyId)
  })

  it('locks the proxies of a banned owner and of a node switched off', async () => {
    expect((await access())?.refusal).toBeNull()
    await env.DB.prepare('UPDATE users SET banned_at = ? WHERE id = ?').bind(Date.now(), buyer.id).run()
    expect((await access())?.refusal).toBe('locked')
    await env.DB.prepare('UPDATE users SET banned_at = NULL WHERE id = ?').bind(buyer.id).run()
    expect((await access())?.refusal).toBeNull()
    await env.DB.prepare('UPDATE sub_servers SET enabled = 0 WHERE id = ?').bind(node).run()
    const feed = await feedOf(node)
    // Every way in is locked, the free proxies' inventory login too.
    expect(feed.proxies.flatMap((proxy) => proxy.access.map((one) => one.refusal))).toEqual(['locked', 'locked', 'locked'])
  })

  it('refuses a sale past its end as expired, before the cron marks it', async () => {
    await env.DB.prepare('UPDATE bought_proxies SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1000, boughtId)
      .run()
    expect((await access())?.refusal).toBe('expired')
  })

  it("gives the allowance left of the tier's 30-day window, refuses at it with 'quota', and a higher tier lets it in again", async () => {
    const key = await keyOf(node)
    const batch = journal()
    expect((await access())?.allowanceBytes).toBe(100 * GB)
    await sendUsage(key, batch(1, [{ proxyId, owner: 'private', ownerId: boughtId, up: 10 * GB, down: 30 * GB }]))
    expect(await access()).toMatchObject({ allowanceBytes: 60 * GB, refusal: null })
    const before = await feedOf(node)
    expect(before.countedUsage).toEqual({ epoch: expect.any(String), seq: 1 })
    await sendUsage(key, batch(2, [{ proxyId, owner: 'private', ownerId: boughtId, up: 1, down: 60 * GB }]))
    expect(await access()).toMatchObject({ allowanceBytes: 0, refusal: 'quota' })

    await okJson(orderCall(buyer, `increase-bandwidth/${orderId}`, { bandwidth: 'advanced' }, { method: 'PUT' }))
    const after = await feedOf(node)
    expect(Number(after.version)).toBeGreaterThan(Number(before.version))
    expect(entryOf(after, proxyId)?.access[0]).toMatchObject({ allowanceBytes: 100 * GB - 1, refusal: null })
  })

  it('has no allowance on the unlimited tier', async () => {
    await env.DB.prepare("UPDATE orders SET bandwidth_tier = 'unlimited' WHERE id = ?").bind(orderId).run()
    expect(await access()).toMatchObject({ allowanceBytes: null, refusal: null })
  })
})
