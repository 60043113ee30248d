import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OrderView } from '../src/contract/orders'
import { expireOrders } from '../src/jobs/order-expire'
import { call, expectError, ORIGIN } from './accounts'
import { balanceOf } from './money'
import { addProxies, bought, choice, customer, orderCall, planEvents, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

/** Every call that names an order: for another customer's order, each must answer as if it did not exist. */
const callsOnOrder = (id: string) => [
  { path: `detail/${id}`, method: 'GET', body: undefined },
  { path: `renew/${id}`, method: 'PUT', body: {} },
  { path: `renew-quote/${id}`, method: 'GET', body: undefined },
  { path: `increase-bandwidth/${id}`, method: 'PUT', body: { bandwidth: 'unlimited' } },
  { path: `auto-renew/${id}`, method: 'PUT', body: { autoRenew: true } },
]

async function everything() {
  const orders = await env.DB.prepare('SELECT * FROM orders ORDER BY id').all()
  const held = await env.DB.prepare('SELECT * FROM bought_proxies ORDER BY id').all()
  const ledger = await env.DB.prepare('SELECT COUNT(*) AS n FROM ledger').first()
  const logs = await env.DB.prepare('SELECT COUNT(*) AS n FROM order_logs').first()
  return { orders: orders.results, held: held.results, ledger, logs }
}

describe("another customer's order", () => {
  it('is ORDER_NOT_EXIST on every call, changes nothing, and never shows up in lists', async () => {
    await addProxies(4)
    const victim = await customer('victim', 500_000)
    const thief = await customer('thief', 500_000)
    const inUse = (await bought(victim, choice())).order
    const toExpire = (await bought(victim, choice())).order
    await expireOrders(env, toExpire.expiresAt)
    await env.DB.prepare("UPDATE orders SET status = 'using', expires_at = ? WHERE id = ?")
      .bind(inUse.expiresAt + 1e9, inUse._id)
      .run()

    const before = await everything()
    const balances = [await balanceOf(victim.id), await balanceOf(thief.id)]
    for (const order of [inUse, toExpire]) {
      for (const request of callsOnOrder(order._id)) {
        const response = orderCall(thief, request.path, request.body, { method: request.method, key: 'steal' })
        await expectError(response, 404, 'ORDER_NOT_EXIST').catch((error) => Promise.reject(new Error(`${request.path}: ${error}`)))
      }
      const listed = await orderCall(thief, 'renew-list-order', { listOrderId: [order._id] }, { method: 'PUT' })
      expect(await listed.json()).toEqual({ results: [{ orderId: order._id, ok: false, code: 'ORDER_NOT_EXIST' }] })
    }
    expect(await everything()).toEqual(before)
    expect([await balanceOf(victim.id), await balanceOf(thief.id)]).toEqual(balances)
    expect(await planEvents(thief.id)).toEqual([])

    const theirs = (await (await orderCall(thief, 'list')).json()) as { data: OrderView[]; total: number }
    expect(theirs).toEqual({ data: [], total: 0 })
    const searched = (await (await orderCall(thief, `list?search=${inUse.code}`)).json()) as { total: number }
    expect(searched.total).toBe(0)
  })

  it('every order call needs a session', async () => {
    const paths: [string, string, unknown][] = [
      ['POST', 'quote', choice()],
      ['POST', 'create', choice()],
      ['POST', 'buy-package/pkg-vn-5', {}],
      ['GET', 'package-quote/pkg-vn-5', undefined],
      ['GET', 'renew-quote/x', undefined],
      ['GET', 'list', undefined],
      ['GET', 'admin-list', undefined],
      ['GET', 'detail/x', undefined],
      ['PUT', 'renew/x', {}],
      ['PUT', 'renew-list-order', { listOrderId: ['x'] }],
      ['PUT', 'increase-bandwidth/x', { bandwidth: 'premium' }],
      ['PUT', 'auto-renew/x', { autoRenew: true }],
    ]
    for (const [method, path, body] of paths) {
      await expectError(call(`/api/order/${path}`, body, { method, headers: { origin: ORIGIN } }), 401, 'INVALID_TOKEN')
    }
  })
})
