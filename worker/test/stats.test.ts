import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { StatsSummary } from '../src/contract/stats'
import { call, expectError } from './accounts'
import { addProxies, bought, choice, customer, orderCall, seedCatalogue } from './order-fixtures'
import { addSharedProxies, callAs, okJson, seedSharedShop } from './plan-fixtures'

const summaryOf = (who: { id: string; token: string }) => okJson<StatsSummary>(callAs(who, 'stats/summary'))

describe('the dashboard summary', () => {
  it('counts the customer own orders and proxies, and opens the workspace with the first order', async () => {
    await seedCatalogue()
    await addProxies(8)
    const an = await customer('an', 1_000_000)
    const binh = await customer('binh', 1_000_000)
    expect(await summaryOf(an)).toEqual({
      orders: 0,
      ordersUsing: 0,
      proxiesUsing: 0,
      proxiesExpired: 0,
      expiringSoon: 0,
      hasPlan: false,
      hasTrial: false,
      workspace: false,
    })

    const week = await bought(an, choice({ amount: 2, periodUnit: 'week' }))
    await bought(an, choice({ amount: 3 }))
    await bought(binh, choice({ amount: 1 }))
    expect(await summaryOf(an)).toMatchObject({ orders: 2, ordersUsing: 2, proxiesUsing: 5, expiringSoon: 0, workspace: true })

    // Within 3 days of its end a proxy is "expiring soon"; once expired it counts as expired.
    await env.DB.prepare('UPDATE bought_proxies SET expires_at = ? WHERE order_id = ?')
      .bind(Date.now() + 86_400_000, week.order._id)
      .run()
    expect(await summaryOf(an)).toMatchObject({ proxiesUsing: 5, expiringSoon: 2 })
    await env.DB.prepare("UPDATE bought_proxies SET status = 'expired' WHERE order_id = ?").bind(week.order._id).run()
    await env.DB.prepare("UPDATE orders SET status = 'expired' WHERE id = ?").bind(week.order._id).run()
    expect(await summaryOf(an)).toMatchObject({ orders: 2, ordersUsing: 1, proxiesUsing: 3, proxiesExpired: 2, expiringSoon: 0 })
    expect(await summaryOf(binh)).toMatchObject({ orders: 1, proxiesUsing: 1, proxiesExpired: 0 })
    expect((await (await orderCall(an, 'list')).json()) as { total: number }).toMatchObject({ total: 2 })
  })

  it('a trial alone opens the workspace', async () => {
    await seedSharedShop()
    await addSharedProxies(12, 'US')
    const trier = await customer('trier')
    expect((await summaryOf(trier)).workspace).toBe(false)
    await okJson(callAs(trier, 'trial/create', {}))
    expect(await summaryOf(trier)).toMatchObject({ hasTrial: true, hasPlan: false, orders: 0, workspace: true })
  })

  it('answers only a signed-in caller', async () => {
    await expectError(call('/api/stats/summary'), 401, 'INVALID_TOKEN')
  })
})
