import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { KEEP_EXPIRED_MS, type OrderView } from '../src/contract/orders'
import type { UserView } from '../src/contract/user'
import { releaseOrders } from '../src/jobs/order-release'
import { validationOf } from './accounts'
import { boughtIds, expireOrder, listed } from './bought-proxy-fixtures'
import { addProxies, type Customer, customer, customerCall, okJson, orderCall, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const switchTo = (who: Customer, autoRenew: unknown) => customerCall(who, 'user/auto-renew', { autoRenew }, { method: 'PUT' })
const autoRenewOf = async (orderId: string) =>
  (await env.DB.prepare('SELECT auto_renew FROM orders WHERE id = ?').bind(orderId).first<{ auto_renew: number }>())?.auto_renew
const me = (who: Customer) => okJson<UserView>(customerCall(who, 'user/me'))

describe('the account-wide auto-renew (PUT /api/user/auto-renew)', () => {
  it('sets every order the customer still holds, and orders bought later start with it', async () => {
    await addProxies(6)
    const an = await customer('an', 1_000_000)
    const binh = await customer('binh', 1_000_000)
    const inUse = await boughtIds(an)
    const expired = await boughtIds(an)
    const released = await boughtIds(an)
    const others = await boughtIds(binh)
    await expireOrder(released.order._id)
    await releaseOrders(env, Date.now() + KEEP_EXPIRED_MS)
    await expireOrder(expired.order._id)
    expect((await me(an)).autoRenewAll).toBe(false)

    expect(await okJson(switchTo(an, true))).toEqual({ autoRenew: true, updated: 2 })
    expect((await me(an)).autoRenewAll).toBe(true)
    expect(await Promise.all([inUse, expired, released, others].map(({ order }) => autoRenewOf(order._id)))).toEqual([1, 1, 0, 0])
    expect((await listed(an)).data.map((view) => view.autoRenew)).toEqual([true, true])

    const later = await boughtIds(an)
    expect(later.order.autoRenew).toBe(true)
    expect((await okJson<{ order: OrderView }>(orderCall(an, `detail/${later.order._id}`))).order.autoRenew).toBe(true)
    // Another customer's new orders keep their own switch.
    expect((await boughtIds(binh)).order.autoRenew).toBe(false)

    expect(await okJson(switchTo(an, false))).toEqual({ autoRenew: false, updated: 3 })
    expect((await me(an)).autoRenewAll).toBe(false)
    expect((await boughtIds(an)).order.autoRenew).toBe(false)
    expect(await autoRenewOf(inUse.order._id)).toBe(0)
  })

  it('turning it on forgets a renewal that failed for want of money, so the next run tries again', async () => {
    await addProxies(1)
    const an = await customer('an', 100_000)
    const { order } = await boughtIds(an)
    await env.DB.prepare('UPDATE orders SET auto_renew_failed_for = expires_at WHERE id = ?').bind(order._id).run()
    await okJson(switchTo(an, true))
    const row = await env.DB.prepare('SELECT auto_renew_failed_for FROM orders WHERE id = ?').bind(order._id).first()
    expect(row).toEqual({ auto_renew_failed_for: null })
  })

  it('takes a boolean', async () => {
    const an = await customer('an')
    expect(await validationOf(switchTo(an, 'yes'))).toEqual({ autoRenew: 'invalidValue' })
  })
})
