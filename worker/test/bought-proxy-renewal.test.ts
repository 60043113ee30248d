import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RenewQuote } from '../src/bought-proxies/proxy-renewal'
import { KEEP_EXPIRED_MS, type OrderView } from '../src/contract/orders'
import { database } from '../src/db/client'
import { autoRenewOrders } from '../src/jobs/order-auto-renew'
import { releaseOrders } from '../src/jobs/order-release'
import { reconcileLedger } from '../src/money/reconciliation'
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
    // Whole orders: a part of one is split off first (see ADR 0035 below).
    const selection = [...month.ids, ...week.ids]

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
  it('turns on and off the auto-renewal of their orders, answering how many proxies', async () => {
    await addProxies(4)
    const an = await customer('an', 500_000)
    const first = await boughtIds(an, { amount: 2 })
    const second = await boughtIds(an)
    const other = await boughtIds(an)
    const selection = [...first.ids, ...second.ids]
    // Whole orders are switched as they are: 3 proxies changed, no order split.
    expect(await okJson(proxyPut(an, 'auto-renew-list', { listBoughtProxyId: selection, autoRenew: true }))).toEqual({
      updated: 3,
      split: 0,
    })
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
      split: 0,
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

/** The order a bought proxy belongs to now, and that order's row. */
const orderRowOf = (proxyId: string) =>
  env.DB.prepare('SELECT o.* FROM orders o JOIN bought_proxies b ON b.order_id = o.id WHERE b.id = ?').bind(proxyId).first<{
    id: string
    code: string
    amount: number
    renew_price: number
    total_price: number
    auto_renew: number
    split_from: string | null
    expires_at: number
  }>()
const logsOf = async (orderId: string) =>
  (await env.DB.prepare('SELECT action, note FROM order_logs WHERE order_id = ? ORDER BY created_at, action').bind(orderId).all()).results

describe('a selection smaller than its order (ADR 0035)', () => {
  it('auto-renew of 2 of 12 proxies splits them into their own order, which the cron renews alone, once', async () => {
    await addProxies(12)
    const an = await customer('an', 2_000_000)
    const { order, ids } = await boughtIds(an, { amount: 12 })
    // A renewal price that 12 does not divide, so the shares must be floored and still add up.
    await env.DB.prepare('UPDATE orders SET renew_price = 540001 WHERE id = ?').bind(order._id).run()
    const picked = ids.slice(3, 5)

    const switched = proxyPut(an, 'auto-renew-list', { listBoughtProxyId: picked, autoRenew: true })
    expect(await okJson(switched)).toEqual({ updated: 2, split: 1 })
    const child = await orderRowOf(picked[0] ?? '')
    const parent = await orderRowOf(ids[0] ?? '')
    expect(child).toMatchObject({ amount: 2, auto_renew: 1, split_from: order._id, renew_price: 90_000, expires_at: order.expiresAt })
    expect(parent).toMatchObject({ id: order._id, amount: 10, auto_renew: 0, renew_price: 450_001, split_from: null })
    expect((child?.total_price ?? 0) + (parent?.total_price ?? 0)).toBe(order.totalPrice)
    expect((await orderRowOf(picked[1] ?? ''))?.id).toBe(child?.id)
    expect((await orderOf(an, child?.id ?? '')).splitFrom).toBe(order._id)
    expect((await orderOf(an, order._id)).splitFrom).toBeUndefined()
    const on = (await listed(an)).data.filter((view) => view.autoRenew).map((view) => view._id)
    expect(on.toSorted()).toEqual(picked.toSorted())
    expect(await logsOf(order._id)).toContainEqual({ action: 'split_off', note: `2 × ${child?.code} #${child?.id}` })
    expect(await logsOf(child?.id ?? '')).toEqual([{ action: 'split_from', note: `2 × ${order.code} #${order._id}` }])
    // Asking again changes nothing and splits nothing more.
    expect(await okJson(proxyPut(an, 'auto-renew-list', { listBoughtProxyId: picked, autoRenew: true }))).toEqual({ updated: 0, split: 0 })

    // Both orders end within the cron's day ahead: only the split one is renewed, and paid once however often it runs.
    const soon = Date.now() + 3_600_000
    await env.DB.prepare('UPDATE orders SET expires_at = ? WHERE user_id = ?').bind(soon, an.id).run()
    await env.DB.prepare('UPDATE bought_proxies SET expires_at = ? WHERE user_id = ?').bind(soon, an.id).run()
    const before = await balanceOf(an.id)
    await autoRenewOrders(env, Date.now())
    await autoRenewOrders(env, Date.now())
    expect(await balanceOf(an.id)).toBe(before - 90_000)
    const renewals = await env.DB.prepare("SELECT ref_id FROM ledger WHERE user_id = ? AND type = 'auto_renew_private'").bind(an.id).all()
    expect(renewals.results).toEqual([{ ref_id: child?.id }])
    expect((await orderRowOf(ids[0] ?? ''))?.expires_at).toBe(soon)
    expect((await orderRowOf(picked[0] ?? ''))?.expires_at).toBeGreaterThan(soon)
    await expectBooksBalance(an.id)
  })

  it('renewing 3 of an expired order charges the quoted share, keeps those 3 after the release, and the books reconcile', async () => {
    await addProxies(5)
    const an = await customer('an', 1_000_000)
    const { order, ids } = await boughtIds(an, { amount: 5 })
    await env.DB.prepare('UPDATE orders SET renew_price = 225002 WHERE id = ?').bind(order._id).run()
    await expireOrder(order._id)
    const picked = [ids[4] ?? '', ids[0] ?? '', ids[2] ?? '']

    const quote = await okJson<RenewQuote>(proxyCall(an, 'renew-quote', { listBoughtProxyId: picked }))
    expect(quote.orders).toEqual([{ orderId: order._id, code: order.code, amount: 3, renewPrice: 135_001 }])
    expect(quote.total).toBe(135_001)
    // The quote wrote nothing: the order is still one.
    expect((await orderRowOf(picked[0] ?? ''))?.id).toBe(order._id)

    const before = await balanceOf(an.id)
    const renew = () => proxyPut(an, 'renew-list', { listBoughtProxyId: picked }, 'renew-part')
    const answer = await okJson(renew())
    const child = await orderRowOf(picked[0] ?? '')
    expect(answer).toEqual({ results: [{ orderId: order._id, ok: true, newOrderId: child?.id }] })
    expect(child).toMatchObject({ amount: 3, split_from: order._id, renew_price: 135_001 })
    expect(await balanceOf(an.id)).toBe(before - quote.total)
    expect(await okJson(renew())).toEqual(answer)
    expect(await balanceOf(an.id)).toBe(before - quote.total)
    expect((await orderOf(an, order._id)).amount).toBe(2)

    await releaseOrders(env, Date.now() + KEEP_EXPIRED_MS)
    const held = (await listed(an)).data
    expect(held.map((view) => view._id).toSorted()).toEqual(picked.toSorted())
    expect(held.every((view) => view.status === 'using')).toBe(true)
    await expectBooksBalance(an.id)
    expect((await reconcileLedger(database(env.DB), Date.now(), 'admin')).differences).toEqual([])
  })
})
