import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RenewQuote } from '../src/bought-proxies/proxy-renewal'
import { KEEP_EXPIRED_MS, type OrderView } from '../src/contract/orders'
import { releaseOrders } from '../src/jobs/order-release'
import { expectError } from './accounts'
import { boughtIds, expireOrder, listed, proxyCall, proxyPut } from './bought-proxy-fixtures'
import { balanceOf, expectBooksBalance } from './money'
import { addProxies, customer, MONTH_PRICE, okJson, orderCall, seedCatalogue, WEEK_PRICE } from './order-fixtures'

beforeEach(seedCatalogue)

const orderOf = async (who: Parameters<typeof orderCall>[0], id: string) =>
  (await okJson<{ order: OrderView }>(orderCall(who, `detail/${id}`))).order

describe('renewing selected proxies', () => {
  it('quotes and renews their expired orders, each once at its renewal price; only expired ones (NOT_EXPIRE)', async () => {
    await addProxies(6)
    const an = await customer('an', 1_000_000)
    const month = await boughtIds(an, { amount: 3 })
    const week = await boughtIds(an, { amount: 2, periodUnit: 'week' })
    const inUse = await boughtIds(an)
    const selection = [...month.ids, week.ids[0] ?? '']

    await expectError(proxyCall(an, 'renew-quote', { listBoughtProxyId: selection }), 400, 'NOT_EXPIRE')
    await expireOrder(month.order._id)
    await expectError(proxyCall(an, 'renew-quote', { listBoughtProxyId: selection }), 400, 'NOT_EXPIRE')
    await expireOrder(week.order._id)
    const quote = await okJson<RenewQuote>(proxyCall(an, 'renew-quote', { listBoughtProxyId: selection }))
    expect(quote).toEqual({
      orders: [
        { orderId: month.order._id, code: month.order.code, amount: 3, renewPrice: 3 * MONTH_PRICE },
        { orderId: week.order._id, code: week.order.code, amount: 2, renewPrice: 2 * WEEK_PRICE },
      ],
      total: 3 * MONTH_PRICE + 2 * WEEK_PRICE,
      shortages: [],
      balance: await balanceOf(an.id),
      balanceShort: 0,
    })

    const before = await balanceOf(an.id)
    const renew = () => proxyPut(an, 'renew-list', { listBoughtProxyId: selection }, 'renew-1')
    const answer = await okJson(renew())
    expect(answer).toEqual({
      results: [
        { orderId: month.order._id, ok: true },
        { orderId: week.order._id, ok: true },
      ],
    })
    expect(await balanceOf(an.id)).toBe(before - quote.total)
    // The same Idempotency-Key answers the same renewals and pays nothing again.
    expect(await okJson(renew())).toEqual(answer)
    expect(await balanceOf(an.id)).toBe(before - quote.total)
    expect((await listed(an, 'status=expired')).total).toBe(0)
    // Without a key, a second renewal of orders in use is refused per order.
    const again = await okJson(proxyPut(an, 'renew-list', { listBoughtProxyId: [...selection, ...inUse.ids] }))
    expect(again).toEqual({
      results: [month.order._id, week.order._id, inUse.order._id].map((orderId) => ({ orderId, ok: false, code: 'NOT_EXPIRE' })),
    })
    await expectBooksBalance(an.id)
  })

  it('is ORDER_EXPIRED once the 3 days are over, and PROXY_NOT_EXISTS after the release took the proxies back', async () => {
    await addProxies(1)
    const an = await customer('an', 200_000)
    const { order, ids } = await boughtIds(an)
    await expireOrder(order._id)
    const over = Date.now() - KEEP_EXPIRED_MS - 1
    await env.DB.prepare('UPDATE orders SET expires_at = ? WHERE id = ?').bind(over, order._id).run()
    await env.DB.prepare('UPDATE bought_proxies SET expires_at = ? WHERE order_id = ?').bind(over, order._id).run()
    await expectError(proxyCall(an, 'renew-quote', { listBoughtProxyId: ids }), 400, 'ORDER_EXPIRED')
    const answer = await okJson(proxyPut(an, 'renew-list', { listBoughtProxyId: ids }))
    expect(answer).toEqual({ results: [{ orderId: order._id, ok: false, code: 'ORDER_EXPIRED' }] })

    await releaseOrders(env, Date.now())
    await expectError(proxyCall(an, 'renew-quote', { listBoughtProxyId: ids }), 404, 'PROXY_NOT_EXISTS')
    await expectError(proxyPut(an, 'renew-list', { listBoughtProxyId: ids }), 404, 'PROXY_NOT_EXISTS')
    expect(await balanceOf(an.id)).toBe(200_000 - MONTH_PRICE)
  })
})

describe('auto-renew of selected proxies', () => {
  it('turns on and off the auto-renewal of their orders, answering how many orders', async () => {
    await addProxies(4)
    const an = await customer('an', 500_000)
    const first = await boughtIds(an, { amount: 2 })
    const second = await boughtIds(an)
    const other = await boughtIds(an)
    const selection = [...first.ids, ...second.ids]
    expect(await okJson(proxyPut(an, 'auto-renew-list', { listBoughtProxyId: selection, autoRenew: true }))).toEqual({ updated: 2 })
    expect([(await orderOf(an, first.order._id)).autoRenew, (await orderOf(an, second.order._id)).autoRenew]).toEqual([true, true])
    expect((await orderOf(an, other.order._id)).autoRenew).toBe(false)
    const views = (await listed(an)).data
    expect(
      views
        .filter((view) => view.autoRenew)
        .map((view) => view._id)
        .toSorted(),
    ).toEqual(selection.toSorted())

    expect(await okJson(proxyPut(an, 'auto-renew-list', { listBoughtProxyId: [second.ids[0] ?? ''], autoRenew: false }))).toEqual({
      updated: 1,
    })
    expect((await orderOf(an, second.order._id)).autoRenew).toBe(false)
    expect((await orderOf(an, first.order._id)).autoRenew).toBe(true)
  })
  it('quotes what the balance lacks for a renewal above it, which is then refused and charges nothing', async () => {
    await addProxies(1)
    const bo = await customer('bo', MONTH_PRICE + 1_000)
    const { order, ids } = await boughtIds(bo)
    await expireOrder(order._id)
    const quote = await okJson<RenewQuote>(proxyCall(bo, 'renew-quote', { listBoughtProxyId: ids }))
    expect(quote).toMatchObject({ total: MONTH_PRICE, shortages: [], balance: 1_000, balanceShort: MONTH_PRICE - 1_000 })
    const answer = await okJson(proxyPut(bo, 'renew-list', { listBoughtProxyId: ids }))
    expect(answer).toEqual({ results: [{ orderId: order._id, ok: false, code: 'NOT_ENOUGH_MONEY' }] })
    expect(await balanceOf(bo.id)).toBe(1_000)
    await expectBooksBalance(bo.id)
  })
})
