import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { jobs, runScheduled } from '../src/jobs/scheduled'
import { holdings, inventoryRow } from './ip-change-fixtures'
import { entryOf, feedOf, nodeOf } from './node-fixtures'
import { addProxies, bought, choice, customer, days, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const orderJobs = jobs.filter((job) => job.name.startsWith('order-'))

describe('release of expired proxies', () => {
  it("gives a released proxy a new password, so the previous customer's login no longer gets in", async () => {
    await addProxies(2, 'VN')
    const leaving = await customer('leaving', 1_000_000)
    const staying = await customer('staying', 1_000_000)
    const { order } = await bought(leaving, choice())
    await bought(staying, choice())
    await env.DB.prepare('UPDATE orders SET expires_at = ? WHERE user_id = ?')
      .bind(order.expiresAt + days(30), staying.id)
      .run()
    await env.DB.prepare('UPDATE bought_proxies SET expires_at = ? WHERE user_id = ?')
      .bind(order.expiresAt + days(30), staying.id)
      .run()
    const [held] = await holdings(leaving.id)
    const [kept] = await holdings(staying.id)
    if (!held || !kept) throw new Error('nothing bought')
    const node = await nodeOf(held.proxyId)
    const keptPassword = (await inventoryRow(kept.proxyId))?.password
    // At sale the customer's login is the inventory login: without a new password it would still work after release.
    expect((await inventoryRow(held.proxyId))?.password).toBe(held.password)

    await runScheduled(env, order.expiresAt + 1, orderJobs)
    expect(entryOf(await feedOf(node), held.proxyId)?.access).toEqual([
      expect.objectContaining({ owner: 'private', username: held.username, password: held.password, refusal: 'expired' }),
    ])

    const released = order.expiresAt + days(3) + 1
    await Promise.all([runScheduled(env, released, orderJobs), runScheduled(env, released, orderJobs)])
    const freed = await inventoryRow(held.proxyId)
    expect(freed).toMatchObject({ status: 'free', username: held.username })
    expect(freed?.password).not.toBe(held.password)
    expect(freed?.password).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(entryOf(await feedOf(node), held.proxyId)?.access).toEqual([
      expect.objectContaining({ owner: 'inventory', username: held.username, password: freed?.password, refusal: null }),
    ])

    // A later run changes nothing more; the proxy still held keeps its password.
    await runScheduled(env, released + 60_000, orderJobs)
    expect((await inventoryRow(held.proxyId))?.password).toBe(freed?.password)
    expect((await inventoryRow(kept.proxyId))?.password).toBe(keptPassword)
  })
})
