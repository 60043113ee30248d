import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { BoughtProxyView } from '../src/contract/bought-proxies'
import { holdings } from './ip-change-fixtures'
import { feedOf, heartbeat, journal, keyOf, nodeOf, sendBeat, sendUsage } from './node-fixtures'
import { addProxies, bought, type Customer, choice, customer, customerCall, okJson, seedCatalogue } from './order-fixtures'

const GB = 1024 ** 3
const DAY = 86_400_000
const listOf = async (who: Customer) => (await okJson<{ data: BoughtProxyView[] }>(customerCall(who, 'bought-proxy/list'))).data

describe("a bought proxy's usage and node, as its owner sees them", () => {
  let buyer: Customer
  let node: string
  let startsAt: number
  beforeEach(async () => {
    await seedCatalogue()
    await addProxies(3, 'VN')
    buyer = await customer('holder', 1_000_000)
    startsAt = (await bought(buyer, choice({ amount: 1 }))).order.startsAt
    node = await nodeOf((await holdings(buyer.id))[0]?.proxyId ?? '')
  })

  it('shows what it moved in its window against its tier, its exit address, and nothing about a node without a node program', async () => {
    const [held] = await holdings(buyer.id)
    let [view] = await listOf(buyer)
    expect(view).toMatchObject({
      exitAddress: held?.exitAddress,
      usage: { usedBytes: 0, allowanceBytes: 100 * GB, periodEnd: startsAt + 30 * DAY },
      node: null,
    })
    await sendUsage(
      await keyOf(node),
      journal()(1, [{ proxyId: held?.proxyId ?? '', owner: 'private', ownerId: held?.id ?? '', up: 2 * GB, down: 3 * GB }]),
    )
    ;[view] = await listOf(buyer)
    expect(view?.usage).toEqual({ usedBytes: 5 * GB, allowanceBytes: 100 * GB, periodEnd: startsAt + 30 * DAY })
  })

  it("says 'offline' when its node's program stopped reporting (or never started), 'online' while it reports", async () => {
    const key = await keyOf(node)
    expect((await listOf(buyer))[0]?.node).toBe('offline')
    await sendBeat(key, heartbeat((await feedOf(node)).version))
    expect((await listOf(buyer))[0]?.node).toBe('online')
    await env.DB.prepare('UPDATE sub_servers SET last_seen_at = ? WHERE id = ?')
      .bind(Date.now() - 91_000, node)
      .run()
    expect((await listOf(buyer))[0]?.node).toBe('offline')
  })
})
