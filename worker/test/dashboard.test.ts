import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { DashboardView } from '../src/contract/dashboard'
import { periodStart } from '../src/contract/shop-days'
import { bearer, call, expectError } from './accounts'
import { holdings } from './ip-change-fixtures'
import { journal, keyOf, nodeOf, sendUsage } from './node-fixtures'
import { addProxies, bought, choice, customer, customerCall, days, okJson, seedCatalogue } from './order-fixtures'
import { billCodeOf, deliver, sepayDelivery } from './provider-deliveries'

const GB = 1024 ** 3
const dashboardOf = (who: { id: string; token: string }) => okJson<DashboardView>(customerCall(who, 'stats/dashboard'))
const setEnd = (orderId: string, status: string, expiresAt: number) =>
  env.DB.batch([
    env.DB.prepare('UPDATE orders SET status = ?, expires_at = ? WHERE id = ?').bind(status, expiresAt, orderId),
    env.DB.prepare('UPDATE bought_proxies SET status = ?, expires_at = ? WHERE order_id = ?').bind(status, expiresAt, orderId),
  ])

describe('the dashboard in one call', () => {
  it("shows the customer's own balance, month spend, ending orders, recent orders and top-ups, bytes and spend per day, and notifications", async () => {
    await seedCatalogue()
    await addProxies(6, 'VN')
    const an = await customer('dash-an', 500_000)
    const binh = await customer('dash-binh', 500_000)
    const code = await billCodeOf(bearer(an.token))
    const transfer = { id: 9101, reference: 'FT26330000101', amount: 200_000, content: `nap ${code}` }
    expect((await deliver(await sepayDelivery(transfer))).status).toBe(200)

    const month = await bought(an, choice({ amount: 2 }))
    const week = await bought(an, choice({ amount: 1, periodUnit: 'week' }))
    const lapsed = await bought(an, choice({ amount: 1, periodUnit: 'week' }))
    await bought(binh, choice({ amount: 1 }))
    const now = Date.now()
    await setEnd(week.order._id, 'using', now + days(1))
    await setEnd(lapsed.order._id, 'expired', now - days(1))

    // Bytes the nodes reported for an's proxy today, a rolled-up day of it earlier, and binh's (not an's).
    const [held] = await holdings(an.id)
    const [other] = await holdings(binh.id)
    await sendUsage(
      await keyOf(await nodeOf(held?.proxyId ?? '')),
      journal()(1, [{ proxyId: held?.proxyId ?? '', owner: 'private', ownerId: held?.id ?? '', up: 2 * GB, down: 3 * GB }]),
    )
    const earlier = periodStart(now, 'day') - days(3) + days(1) / 2
    const daily = 'INSERT INTO usage_daily (proxy_id, owner, owner_id, day, up, down) VALUES (?, ?, ?, ?, ?, ?)'
    await env.DB.batch([
      env.DB.prepare(daily).bind(held?.proxyId, 'private', held?.id, earlier - (earlier % days(1)), GB, 0),
      env.DB.prepare(daily).bind(other?.proxyId, 'private', other?.id, earlier - (earlier % days(1)), 7 * GB, 0),
    ])

    const view = await dashboardOf(an)
    const spent = month.order.totalPrice + week.order.totalPrice + lapsed.order.totalPrice
    expect(view.balance).toBe(500_000 + 200_000 - spent)
    expect(view.spentThisMonth).toBe(spent)
    // The expired order still holding its proxies first (renewable now), then the one ending tomorrow.
    expect(view.expiring.map((order) => [order._id, order.status])).toEqual([
      [lapsed.order._id, 'expired'],
      [week.order._id, 'using'],
    ])
    expect(view.recentOrders.map((order) => order._id)).toEqual([lapsed.order._id, week.order._id, month.order._id])
    expect(view.recentTopups).toMatchObject([{ method: 'bank', status: 'success', amount: 200_000 }])

    expect(view.days).toHaveLength(14)
    expect(view.days.at(-1)).toEqual({ start: periodStart(now, 'day'), bytes: 5 * GB, spend: spent })
    expect(view.days.at(-4)).toEqual({ start: periodStart(now, 'day') - days(3), bytes: GB, spend: 0 })
    expect(view.days.slice(0, 10).every((day) => day.bytes === 0 && day.spend === 0)).toBe(true)

    // Newest first: the three purchases' results, then the credited top-up.
    expect(view.notifications.map((event) => (event.type === 'plan' ? event.message : event.type))).toEqual([
      'BUY_SUCCESS',
      'BUY_SUCCESS',
      'BUY_SUCCESS',
      'topup',
    ])
    expect(view.notifications[3]).toMatchObject({ type: 'topup', amount: 200_000 })

    const theirs = await dashboardOf(binh)
    expect(theirs).toMatchObject({ expiring: [], recentTopups: [], notifications: [expect.objectContaining({ type: 'plan' })] })
    expect(theirs.days.reduce((sum, day) => sum + day.bytes, 0)).toBe(7 * GB)
  })

  it('answers only a signed-in caller', async () => {
    await expectError(call('/api/stats/dashboard'), 401, 'INVALID_TOKEN')
  })
})
