import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OrderAnswer, OrderDetail, OrderRenewQuote, OrderView } from '../src/contract/orders'
import { expireOrders } from '../src/jobs/order-expire'
import { releaseOrders } from '../src/jobs/order-release'
import { expectError, signedInAdmin } from './accounts'
import { balanceOf, expectBooksBalance } from './money'
import {
  addProxies,
  bought,
  choice,
  customer,
  days,
  MONTH_PRICE,
  okJson,
  orderCall,
  planEvents,
  seedCatalogue,
  WEEK_PRICE,
} from './order-fixtures'

beforeEach(seedCatalogue)

const put = (path: string, body: unknown = {}, key?: string) => ({ path, body, send: { method: 'PUT', key } })
const lastLedger = () => env.DB.prepare('SELECT type, amount FROM ledger ORDER BY rowid DESC LIMIT 1').first()

describe('renewing', () => {
  it('renews only an expired order, at the retail price for a period under a month, in use again for one period', async () => {
    await addProxies(10)
    const an = await customer('an', 2_000_000)
    const { order } = await bought(an, choice({ amount: 10, periodUnit: 'week' }))
    expect(order).toMatchObject({ originalPrice: 10 * WEEK_PRICE, totalPrice: 142_500, renewPrice: 10 * WEEK_PRICE })
    const renew = put(`renew/${order._id}`)
    await expectError(orderCall(an, renew.path, renew.body, renew.send), 400, 'NOT_EXPIRE')

    await expireOrders(env, order.expiresAt)
    const before = await balanceOf(an.id)
    const started = Date.now()
    const response = await orderCall(an, renew.path, renew.body, renew.send)
    expect(response.status).toBe(200)
    const renewed = (await response.json()) as OrderAnswer
    expect(renewed.balance).toBe(before - 150_000)
    expect(await lastLedger()).toEqual({ type: 'renew_private', amount: -150_000 })
    expect(renewed.order.status).toBe('using')
    expect(renewed.order.expiresAt).toBeGreaterThanOrEqual(started + days(7))
    expect(renewed.proxies.map((proxy) => [proxy.status, proxy.expiresAt])).toEqual(Array(10).fill(['using', renewed.order.expiresAt]))
    expect((await planEvents(an.id)).map((event) => event.message)).toEqual(['BUY_SUCCESS', 'RENEW_SUCCESS'])
    await expectError(orderCall(an, renew.path, renew.body, renew.send), 400, 'NOT_EXPIRE')
    await expectBooksBalance(an.id)
  })

  it('refuses an order whose proxies went back to the pool (ORDER_EXPIRED); a short balance is RENEW_FAIL and logged', async () => {
    await addProxies(4)
    const an = await customer('an', 105_000)
    const first = (await bought(an, choice())).order
    const second = (await bought(an, choice())).order
    await expireOrders(env, second.expiresAt)
    await releaseOrders(env, first.expiresAt + days(3))
    // The second ended more than 3 days ago, but no release has run yet: it is over all the same.
    await env.DB.prepare('UPDATE orders SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - days(3) - 1, second._id)
      .run()
    await expectError(orderCall(an, `renew/${first._id}`, {}, { method: 'PUT' }), 400, 'ORDER_EXPIRED')
    await expectError(orderCall(an, `renew/${second._id}`, {}, { method: 'PUT' }), 400, 'ORDER_EXPIRED')
    // The renew dialog's quote refuses them the same way, before anything is confirmed.
    await expectError(orderCall(an, `renew-quote/${first._id}`), 400, 'ORDER_EXPIRED')
    await expectError(orderCall(an, `renew-quote/${second._id}`), 400, 'ORDER_EXPIRED')

    const third = (await bought(an, choice({ periodUnit: 'week' }))).order
    await expectError(orderCall(an, `renew-quote/${third._id}`), 400, 'NOT_EXPIRE')
    await expireOrders(env, third.expiresAt)
    const balance = await balanceOf(an.id)
    // The quote says what the balance lacks for the renewal, which then fails for that reason.
    expect(await okJson<OrderRenewQuote>(orderCall(an, `renew-quote/${third._id}`))).toEqual({
      totalPrice: WEEK_PRICE,
      shortages: [],
      balance,
      balanceShort: WEEK_PRICE - balance,
    })
    await expectError(orderCall(an, `renew/${third._id}`, {}, { method: 'PUT', key: 'r' }), 400, 'NOT_ENOUGH_MONEY')
    expect(await balanceOf(an.id)).toBe(balance)
    const detail = (await (await orderCall(an, `detail/${third._id}`)).json()) as OrderDetail
    expect(detail.order.status).toBe('expired')
    expect(detail.logs.map((log) => [log.action, log.success, log.note])).toEqual([
      ['expire', true, ''],
      ['renew', false, 'NOT_ENOUGH_MONEY'],
      ['buy', true, ''],
    ])
    expect((await planEvents(an.id)).at(-1)).toMatchObject({ planId: third._id, message: 'RENEW_FAIL', isSuccess: false })
  })

  it('renews a list of orders one by one, each answering for itself', async () => {
    await addProxies(3)
    const an = await customer('an', 200_000)
    const expired = (await bought(an, choice())).order
    const inUse = (await bought(an, choice())).order
    await env.DB.prepare("UPDATE orders SET status = 'expired' WHERE id = ?").bind(expired._id).run()
    await env.DB.prepare("UPDATE bought_proxies SET status = 'expired' WHERE order_id = ?").bind(expired._id).run()
    const response = await orderCall(an, 'renew-list-order', { listOrderId: [expired._id, inUse._id, 'nope'] }, { method: 'PUT' })
    expect(await response.json()).toEqual({
      results: [
        { orderId: expired._id, ok: true },
        { orderId: inUse._id, ok: false, code: 'NOT_EXPIRE' },
        { orderId: 'nope', ok: false, code: 'ORDER_NOT_EXIST' },
      ],
    })
    expect(await balanceOf(an.id)).toBe(200_000 - 3 * MONTH_PRICE)
  })
})

describe('increasing bandwidth', () => {
  it('charges the tier difference for the rest of the period and raises the renewal price; only upwards', async () => {
    await addProxies(3)
    const an = await customer('an', 1_000_000)
    const { order } = await bought(an, choice({ amount: 3 }))
    const before = await balanceOf(an.id)
    const quoted = (await (await orderCall(an, `increase-bandwidth-quote/${order._id}`, { bandwidth: 'premium' })).json()) as {
      price: number
      renewPrice: number
    }
    expect(quoted.renewPrice).toBe(3 * MONTH_PRICE + 67_500)
    expect(quoted.price).toBeLessThanOrEqual(67_500)
    expect(quoted.price).toBeGreaterThan(67_000)
    const response = await orderCall(an, `increase-bandwidth/${order._id}`, { bandwidth: 'premium' }, { method: 'PUT', key: 'up' })
    expect(response.status).toBe(200)
    const upgraded = (await response.json()) as OrderAnswer
    // 3 x (67,500 - 45,000) for a whole month; a few milliseconds of it have passed.
    const paid = before - upgraded.balance
    expect(paid).toBeLessThanOrEqual(67_500)
    expect(paid).toBeGreaterThan(67_000)
    expect(await lastLedger()).toEqual({ type: 'increase_bandwidth', amount: -paid })
    expect(upgraded.order).toMatchObject({ bandwidthTier: 'premium', renewPrice: 3 * MONTH_PRICE + 67_500, status: 'using' })
    expect((await planEvents(an.id)).at(-1)).toMatchObject({ message: 'INCREASE_BANDWIDTH_SUCCESS', isSuccess: true })

    for (const bandwidth of ['premium', 'advanced', 'basic']) {
      await expectError(orderCall(an, `increase-bandwidth/${order._id}`, { bandwidth }, { method: 'PUT' }), 400, 'BANDWIDTH_INVALID')
      await expectError(orderCall(an, `increase-bandwidth-quote/${order._id}`, { bandwidth }), 400, 'BANDWIDTH_INVALID')
    }
    await expireOrders(env, order.expiresAt)
    const late = orderCall(an, `increase-bandwidth/${order._id}`, { bandwidth: 'unlimited' }, { method: 'PUT' })
    await expectError(late, 400, 'ORDER_EXPIRED')
    expect(await balanceOf(an.id)).toBe(upgraded.balance)
    await expectBooksBalance(an.id)
  })
})

describe('the order list and detail', () => {
  it('lists the customer own orders newest first, 25 a page, by status and by code; detail shows proxies and history', async () => {
    await addProxies(40)
    const an = await customer('an', 5_000_000)
    const binh = await customer('binh', 5_000_000)
    const mine: OrderView[] = []
    for (let at = 0; at < 27; at++) mine.push((await bought(an, choice())).order)
    await bought(binh, choice())
    await env.DB.prepare("UPDATE orders SET status = 'expired' WHERE id = ?").bind(mine[3]?._id).run()

    const page1 = (await (await orderCall(an, 'list')).json()) as { data: OrderView[]; total: number }
    expect(page1.total).toBe(27)
    expect(page1.data.map((order) => order._id)).toEqual(
      mine
        .toReversed()
        .slice(0, 25)
        .map((order) => order._id),
    )
    const page2 = (await (await orderCall(an, 'list?page=2')).json()) as { data: OrderView[] }
    expect(page2.data.map((order) => order._id)).toEqual([mine[1]?._id, mine[0]?._id])
    const expired = (await (await orderCall(an, 'list?status=expired')).json()) as { data: OrderView[]; total: number }
    expect(expired).toMatchObject({ total: 1, data: [{ _id: mine[3]?._id, status: 'expired' }] })
    const code = mine[5]?.code ?? ''
    const found = (await (await orderCall(an, `list?search=${code.slice(2, 9).toLowerCase()}`)).json()) as { data: OrderView[] }
    expect(found.data.map((order) => order.code)).toEqual([code])
    expect(page1.data.every((order) => order.userId === undefined)).toBe(true)

    const detail = (await (await orderCall(an, `detail/${mine[0]?._id}`)).json()) as OrderDetail
    expect(detail.order).toEqual(mine[0])
    expect(detail.proxies).toHaveLength(1)
    expect(detail.logs).toEqual([
      { _id: expect.any(String), action: 'buy', success: true, price: MONTH_PRICE, note: '', createdAt: mine[0]?.createdAt },
    ])
  })

  it('turns auto-renewal on and off', async () => {
    await addProxies(1)
    const an = await customer('an', 100_000)
    const { order } = await bought(an, choice())
    const on = await orderCall(an, `auto-renew/${order._id}`, { autoRenew: true }, { method: 'PUT' })
    expect(((await on.json()) as { order: OrderView }).order).toMatchObject({ _id: order._id, autoRenew: true })
    const off = await orderCall(an, `auto-renew/${order._id}`, { autoRenew: false }, { method: 'PUT' })
    expect(((await off.json()) as { order: OrderView }).order.autoRenew).toBe(false)
  })

  it("admins list everyone's orders with whose they are, filtered by user; customers may not", async () => {
    await addProxies(3)
    const an = await customer('an', 500_000)
    const binh = await customer('binh', 500_000)
    await bought(an, choice())
    await bought(binh, choice({ amount: 2 }))
    const admin = await signedInAdmin()
    const asAdmin = { id: admin.user._id, token: admin.accessToken }
    const all = (await (await orderCall(asAdmin, 'admin-list')).json()) as { data: OrderView[]; total: number }
    expect(all.total).toBe(2)
    expect(all.data.map((order) => order.userId)).toEqual([binh.id, an.id])
    const theirs = (await (await orderCall(asAdmin, `admin-list?userId=${an.id}`)).json()) as { data: OrderView[]; total: number }
    expect(theirs).toMatchObject({ total: 1, data: [{ userId: an.id, amount: 1 }] })
    await expectError(orderCall(an, 'admin-list'), 409, 'PERMISSION_DENIED')
  })
})
