import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminOrderAnswer, RefundQuote } from '../src/contract/admin-orders'
import type { OrderDetail, OrderView } from '../src/contract/orders'
import { expireOrders } from '../src/jobs/order-expire'
import { expectError, signedInAdmin } from './accounts'
import { balanceOf, expectBooksBalance } from './money'
import { addProxies, bought, choice, customer, days, MONTH_PRICE, okJson, orderCall, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

type Who = { id: string; token: string }
const admin = async (email = 'boss@orders.test', role: 0 | 2 = 0): Promise<Who> => {
  const signed = await signedInAdmin(email, role)
  return { id: signed.user._id, token: signed.accessToken }
}
const put = (who: Who, path: string, body: unknown, key?: string) => orderCall(who, path, body, { method: 'PUT', key })
const auditOf = (action: string) =>
  env.DB.prepare('SELECT actor_id AS actor, user_id AS user, subject, before, after, note FROM admin_audit WHERE action = ?')
    .bind(action)
    .all()
    .then((rows) => rows.results.map((row) => ({ ...row, before: JSON.parse(String(row.before)), after: JSON.parse(String(row.after)) })))
const proxiesOf = (orderId: string) =>
  env.DB.prepare(
    `SELECT b.status, b.expires_at AS expiresAt, p.status AS pool, p.password = b.password AS samePassword
      FROM bought_proxies b JOIN proxies p ON p.id = b.proxy_id WHERE b.order_id = ?`,
  )
    .bind(orderId)
    .all()
    .then((rows) => rows.results)

describe('admin order changes (issue 16, orders)', { timeout: 30_000 }, () => {
  it('extends an order by days with a reason: the order and its proxies end later, once per Idempotency-Key, audited', async () => {
    await addProxies(2)
    const an = await customer('an', 200_000)
    const { order } = await bought(an, choice({ amount: 2 }))
    const boss = await admin()
    const body = { days: 3, reason: 'Node outage on 26/11' }
    const first = await okJson<AdminOrderAnswer>(put(boss, `admin-extend/${order._id}`, body, 'ext-1'))
    expect(first.order).toMatchObject({ _id: order._id, status: 'using', expiresAt: order.expiresAt + days(3), userId: an.id })
    expect(first.balance).toBe(200_000 - MONTH_PRICE * 2)
    // A retry after a lost answer answers the same and gives nothing more.
    expect(await okJson<AdminOrderAnswer>(put(boss, `admin-extend/${order._id}`, body, 'ext-1'))).toEqual(first)
    await expectError(put(boss, `admin-extend/${order._id}`, { ...body, days: 4 }, 'ext-1'), 400, 'IDEMPOTENCY_CONFLICT')
    expect((await proxiesOf(order._id)).map((p) => p.expiresAt)).toEqual([order.expiresAt + days(3), order.expiresAt + days(3)])
    const detail = await okJson<OrderDetail>(orderCall(an, `detail/${order._id}`))
    expect(detail.logs[0]).toMatchObject({ action: 'admin_extend', success: true, price: 0, note: 'Node outage on 26/11' })
    expect(await auditOf('extend_order')).toEqual([
      {
        actor: boss.id,
        user: an.id,
        subject: order.code,
        before: { expiresAt: order.expiresAt, status: 'using' },
        after: { expiresAt: order.expiresAt + days(3), status: 'using' },
        note: 'Node outage on 26/11',
      },
    ])
    await expectError(put(boss, `admin-extend/${order._id}`, { days: 0, reason: 'x' }), 400, 'INVALID_INPUT')
    await expectError(put(boss, `admin-extend/${order._id}`, { days: 366, reason: 'x' }), 400, 'INVALID_INPUT')
    await expectError(put(boss, `admin-extend/${order._id}`, { days: 1, reason: ' ' }), 400, 'INVALID_INPUT')
    await expectError(put(boss, 'admin-extend/nope', body), 404, 'ORDER_NOT_EXIST')
    await expectBooksBalance(an.id)
  })

  it('brings an expired order back into use when the days given reach past now', async () => {
    await addProxies(1)
    const an = await customer('an', 100_000)
    const { order } = await bought(an, choice({ periodUnit: 'week' }))
    await expireOrders(env, order.expiresAt)
    const boss = await admin()
    const later = order.expiresAt + days(40)
    const answer = await okJson<AdminOrderAnswer>(put(boss, `admin-extend/${order._id}`, { days: 40, reason: 'Goodwill' }))
    expect(answer.order).toMatchObject({ status: 'using', expiresAt: later })
    expect(await proxiesOf(order._id)).toEqual([{ status: 'using', expiresAt: later, pool: 'sold', samePassword: 1 }])
  })

  it('cancels with a refund through the ledger: proxies back in the pool with new passwords, one refund per order, audited', async () => {
    await addProxies(2)
    const an = await customer('an', 200_000)
    const { order } = await bought(an, choice({ amount: 2 }))
    const boss = await admin()
    const quote = await okJson<RefundQuote>(orderCall(boss, `admin-refund-quote/${order._id}`))
    expect(quote.paid).toBe(2 * MONTH_PRICE)
    expect(quote.unused).toBeGreaterThan(0)
    expect(quote.unused).toBeLessThanOrEqual(quote.paid)
    await expectError(put(boss, `admin-cancel/${order._id}`, { refund: quote.paid + 1, reason: 'Too much' }), 400, 'INVALID_INPUT')
    const before = await balanceOf(an.id)
    const body = { refund: 50_000, reason: 'Customer asked' }
    const done = await okJson<AdminOrderAnswer>(put(boss, `admin-cancel/${order._id}`, body, 'cancel-1'))
    expect(done).toMatchObject({ order: { status: 'cancelled', autoRenew: false }, balance: before + 50_000 })
    expect(done.order.releasedAt).not.toBeNull()
    expect(await okJson<AdminOrderAnswer>(put(boss, `admin-cancel/${order._id}`, body, 'cancel-1'))).toEqual(done)
    await expectError(put(boss, `admin-cancel/${order._id}`, body, 'cancel-2'), 400, 'ORDER_EXPIRED')
    await expectError(put(boss, `admin-extend/${order._id}`, { days: 1, reason: 'x' }), 400, 'ORDER_EXPIRED')
    expect(await balanceOf(an.id)).toBe(before + 50_000)
    const refunds = await env.DB.prepare(
      "SELECT amount, content, ref_id AS refId, actor_id AS actor FROM ledger WHERE type = 'refund'",
    ).all()
    expect(refunds.results).toEqual([{ amount: 50_000, content: order.code, refId: order._id, actor: boss.id }])
    expect(await proxiesOf(order._id)).toEqual([
      { status: 'released', expiresAt: order.expiresAt, pool: 'free', samePassword: 0 },
      { status: 'released', expiresAt: order.expiresAt, pool: 'free', samePassword: 0 },
    ])
    expect(await auditOf('cancel_order')).toEqual([
      {
        actor: boss.id,
        user: an.id,
        subject: order.code,
        before: { status: 'using', expiresAt: order.expiresAt },
        after: { status: 'cancelled', refund: 50_000 },
        note: 'Customer asked',
      },
    ])
    // The proxies are for sale again.
    const binh = await customer('binh', 200_000)
    await bought(binh, choice({ amount: 2 }))
    await expectBooksBalance(an.id)
  })

  it('cancels without a refund, leaving the balance and the ledger alone', async () => {
    await addProxies(1)
    const an = await customer('an', 100_000)
    const { order } = await bought(an, choice())
    const boss = await admin()
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM ledger').first('n')
    const done = await okJson<AdminOrderAnswer>(put(boss, `admin-cancel/${order._id}`, { refund: 0, reason: 'Abuse' }))
    expect(done).toMatchObject({ order: { status: 'cancelled' }, balance: 100_000 - MONTH_PRICE })
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM ledger').first('n')).toBe(rows)
  })

  it('turns auto-renewal on and off for a customer, audited once per change', async () => {
    await addProxies(1)
    const an = await customer('an', 100_000)
    const { order } = await bought(an, choice())
    const boss = await admin()
    const on = await okJson<AdminOrderAnswer>(put(boss, `admin-auto-renew/${order._id}`, { autoRenew: true }))
    expect(on.order.autoRenew).toBe(true)
    await okJson(put(boss, `admin-auto-renew/${order._id}`, { autoRenew: true }))
    expect(await auditOf('order_auto_renew')).toEqual([
      { actor: boss.id, user: an.id, subject: order.code, before: { autoRenew: false }, after: { autoRenew: true }, note: null },
    ])
  })

  it("lets a role-2 admin change customers' orders but not a role-0 admin's", async () => {
    await addProxies(2)
    const owner = await admin('owner@orders.test', 0)
    const staff = await admin('staff@orders.test', 2)
    await env.DB.prepare('UPDATE users SET balance = 0 WHERE id = ?').bind(owner.id).run()
    const { fund } = await import('./order-fixtures')
    await fund(owner.id, 100_000)
    const { order } = await bought(owner, choice())
    await expectError(put(staff, `admin-extend/${order._id}`, { days: 1, reason: 'x' }), 400, 'ADMIN_ERROR')
    await expectError(put(staff, `admin-cancel/${order._id}`, { refund: 1, reason: 'x' }), 400, 'ADMIN_ERROR')
    await expectError(put(staff, `admin-auto-renew/${order._id}`, { autoRenew: true }), 400, 'ADMIN_ERROR')
    expect((await put(owner, `admin-extend/${order._id}`, { days: 1, reason: 'x' })).status).toBe(200)
  })

  it('lists orders filtered by status, product, country, user and the days they were made', async () => {
    await addProxies(3)
    await addProxies(2, 'US')
    const an = await customer('an', 1_000_000)
    const binh = await customer('binh', 1_000_000)
    const vn = await bought(an, choice())
    const us = await bought(binh, choice({ countryCode: 'US', amount: 2 }))
    const boss = await admin()
    await okJson(put(boss, `admin-cancel/${vn.order._id}`, { refund: 0, reason: 'x' }))
    const list = (query: string) =>
      okJson<{ data: OrderView[]; total: number }>(orderCall(boss, `admin-list?${query}`)).then((page) => page.data.map((o) => o._id))
    expect(await list('status=cancelled')).toEqual([vn.order._id])
    expect(await list('countryCode=US')).toEqual([us.order._id])
    expect(await list('user=AN@portal.test')).toEqual([vn.order._id])
    expect(await list('user=binh')).toEqual([us.order._id])
    expect(await list('kind=shared')).toEqual([])
    expect(await list('kind=private&ipVersion=ipv4&ipMode=static')).toEqual([us.order._id, vn.order._id])
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
    expect(await list(`from=${today}&to=${today}`)).toEqual([us.order._id, vn.order._id])
    expect(await list('to=2020-01-01')).toEqual([])
    await expectError(orderCall(boss, 'admin-list?from=2026-12-01&to=2026-11-01'), 400, 'INVALID_INPUT')
    await expectError(orderCall(boss, 'admin-list?from=2026-13-01'), 400, 'INVALID_INPUT')
  })
})
