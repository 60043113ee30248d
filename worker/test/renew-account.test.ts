import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RenewListAnswer } from '../src/contract/orders'
import { KEEP_EXPIRED_MS } from '../src/contract/orders'
import { bearer, call, expectError, ORIGIN, signedInAdmin } from './accounts'
import { boughtIds, expireOrder } from './bought-proxy-fixtures'
import { balanceOf, expectBooksBalance } from './money'
import { addProxies, type Customer, customer, customerCall, fund, MONTH_PRICE, okJson, seedCatalogue, WEEK_PRICE } from './order-fixtures'

beforeEach(seedCatalogue)

const renew = (who: Customer, key?: string) => customerCall(who, 'user/renew', {}, { key })
const statusOf = async (orderId: string) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(orderId).first<{ status: string }>())?.status
const renewals = async (userId: string) =>
  (
    await env.DB.prepare("SELECT ref_id AS orderId, amount FROM ledger WHERE user_id = ? AND type = 'renew_private' ORDER BY rowid")
      .bind(userId)
      .all()
  ).results

/** An account with two expired orders (a month of 3, a week of 2), one in use, and one expired past its 3 days. */
async function accountToRenew(name: string, balance: number) {
  await addProxies(8)
  const who = await customer(name, 1_000_000)
  const month = await boughtIds(who, { amount: 3 })
  const week = await boughtIds(who, { amount: 2, periodUnit: 'week' })
  const inUse = await boughtIds(who)
  const gone = await boughtIds(who)
  for (const order of [month, week, gone]) await expireOrder(order.order._id)
  await env.DB.prepare('UPDATE orders SET expires_at = ? WHERE id = ?')
    .bind(Date.now() - KEEP_EXPIRED_MS - 1, gone.order._id)
    .run()
  // The test's own balance from here on.
  const left = await balanceOf(who.id)
  if (balance !== left) await fund(who.id, balance - left)
  return { who, month: month.order._id, week: week.order._id, inUse: inUse.order._id, gone: gone.order._id }
}

const TOTAL = 3 * MONTH_PRICE + 2 * WEEK_PRICE

/** Issue 12, item 12: the spec's POST /api/user/renew and /api/user/renew-user (ADR 0023). */
describe('renewing a whole account', () => {
  it('renews every renewable order once at its renewal price; a replay answers the same and pays nothing', async () => {
    const { who, month, week, inUse, gone } = await accountToRenew('an', 500_000)
    const answer = await okJson<RenewListAnswer>(renew(who, 'renew-all-1'))
    // The order that ended first (and so is released first) is renewed first.
    expect(answer).toEqual({
      results: [
        { orderId: month, ok: true },
        { orderId: week, ok: true },
      ],
    })
    expect(await balanceOf(who.id)).toBe(500_000 - TOTAL)
    expect([await statusOf(month), await statusOf(week), await statusOf(inUse), await statusOf(gone)]).toEqual([
      'using',
      'using',
      'using',
      'expired',
    ])
    expect(await okJson(renew(who, 'renew-all-1'))).toEqual(answer)
    expect(await balanceOf(who.id)).toBe(500_000 - TOTAL)
    // Nothing is left to renew: a new call says so.
    await expectError(renew(who), 400, 'NOT_EXPIRE')
    expect(await renewals(who.id)).toHaveLength(2)
    await expectBooksBalance(who.id)
  })

  it('nothing renewable is NOT_EXPIRE; not enough money for any is NOT_ENOUGH_MONEY and changes nothing', async () => {
    await addProxies(2)
    const nobody = await customer('nobody', 100_000)
    await expectError(renew(nobody), 400, 'NOT_EXPIRE')
    await boughtIds(nobody)
    await expectError(renew(nobody), 400, 'NOT_EXPIRE')

    const { who, month, week } = await accountToRenew('poor', 2 * WEEK_PRICE - 1)
    await expectError(renew(who, 'poor-1'), 400, 'NOT_ENOUGH_MONEY')
    expect(await balanceOf(who.id)).toBe(2 * WEEK_PRICE - 1)
    expect([await statusOf(month), await statusOf(week)]).toEqual(['expired', 'expired'])
    // Enough for the week's order only: that one is renewed, the other answers for itself.
    await fund(who.id, 1)
    expect(await okJson(renew(who, 'poor-2'))).toEqual({
      results: [
        { orderId: month, ok: false, code: 'NOT_ENOUGH_MONEY' },
        { orderId: week, ok: true },
      ],
    })
    expect(await balanceOf(who.id)).toBe(0)
    await expectBooksBalance(who.id)
  })

  it('five calls at once, with or without keys, renew each order once', async () => {
    const { who, month, week } = await accountToRenew('busy', 1_000_000)
    const answers = await Promise.all([renew(who), renew(who), renew(who, 'k1'), renew(who, 'k1'), renew(who, 'k2')])
    for (const answer of answers) expect([200, 400]).toContain(answer.status)
    expect(await balanceOf(who.id)).toBe(1_000_000 - TOTAL)
    expect((await renewals(who.id)).map((row) => row.orderId).sort()).toEqual([month, week].sort())
    await expectBooksBalance(who.id)
  })

  it("an admin renews a user's orders from the user's balance; customers may not; an unknown user is USER_NOT_EXISTS", async () => {
    const { who, month, week } = await accountToRenew('ba', 300_000)
    const admin = await signedInAdmin()
    const renewUser = (body: unknown, key?: string, token = admin.accessToken) =>
      call('/api/user/renew-user', body, { headers: { ...bearer(token), origin: ORIGIN, ...(key && { 'idempotency-key': key }) } })
    await expectError(renewUser({ userId: who.id }, undefined, who.token), 409, 'PERMISSION_DENIED')
    await expectError(renewUser({ userId: 'no-such-user' }), 404, 'USER_NOT_EXISTS')
    const answer = await okJson(renewUser({ userId: who.id }, 'admin-renew-1'))
    expect(answer).toEqual({
      results: [
        { orderId: month, ok: true },
        { orderId: week, ok: true },
      ],
    })
    expect(await okJson(renewUser({ userId: who.id }, 'admin-renew-1'))).toEqual(answer)
    expect(await balanceOf(who.id)).toBe(300_000 - TOTAL)
    expect(await balanceOf(admin.user._id)).toBe(0)
    await expectBooksBalance(who.id)
    // Each renewal the admin paid from the user's balance is in the audit log once, with the balance before and after (ADR 0024).
    const audit = await env.DB.prepare(
      "SELECT actor_id AS actor, subject, json_extract(before, '$.balance') AS before, json_extract(after, '$.balance') AS after FROM admin_audit WHERE action = 'renew_user' AND user_id = ? ORDER BY rowid",
    )
      .bind(who.id)
      .all()
    expect(audit.results).toEqual([
      { actor: admin.user._id, subject: `order:${month}`, before: 300_000, after: 300_000 - 3 * MONTH_PRICE },
      { actor: admin.user._id, subject: `order:${week}`, before: 300_000 - 3 * MONTH_PRICE, after: 300_000 - TOTAL },
    ])
  })

  it('both calls are in the OpenAPI document', async () => {
    const document = (await (await call('/api/openapi.json')).json()) as { paths: Record<string, { post?: unknown }> }
    expect(document.paths['/api/user/renew']?.post).toBeDefined()
    expect(document.paths['/api/user/renew-user']?.post).toBeDefined()
  })
})
