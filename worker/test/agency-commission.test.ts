import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CommissionView } from '../src/contract/agency'
import type { OrderAnswer } from '../src/contract/orders'
import { settleCommissions } from '../src/jobs/agency-commissions'
import { autoRenewOrders } from '../src/jobs/order-auto-renew'
import { signedInAdmin } from './accounts'
import { agencyCall, agencySettings, myAgency, seedAgency } from './agency-fixtures'
import { adminTopup, balanceOf, expectBooksBalance, moneyOp } from './money'
import { addProxies, bought, choice, customer, days, fund, MONTH_PRICE, okJson, orderCall, seedCatalogue } from './order-fixtures'

const PENDING_DAYS = 15

beforeEach(async () => {
  await seedCatalogue()
  // No customer discount here: the prices are the catalogue's, so the commissions are plain shares of them.
  await agencySettings({ commissionPercent: 20, discountPercent: 0, pendingDays: PENDING_DAYS, cookieDays: 30 })
})

/** A customer referred by the agency (as its code at sign-up makes them; registration has its own tests). */
async function referred(name: string, agencyId: string, balance: number) {
  const who = await customer(name, balance)
  await env.DB.prepare('UPDATE users SET owner_agency_id = ? WHERE id = ?').bind(agencyId, who.id).run()
  return who
}

/** The agent signed in, to read its own pages. */
async function agentOf(userId: string) {
  const { openSession } = await import('../src/accounts/sessions')
  const { config } = await import('../src/config')
  const { database } = await import('../src/db/client')
  const { findUserById } = await import('../src/db/users')
  const db = database(env.DB)
  const user = await findUserById(db, userId)
  if (!user) throw new Error('no agent')
  return { id: userId, token: (await openSession({ db, config: config(env), now: Date.now() }, user, {})).accessToken }
}

const commissionsOf = (agent: { token: string }) => okJson<{ data: CommissionView[]; total: number }>(agencyCall(agent, 'commissions'))

const rows = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .all<Record<string, unknown>>()
    .then((result) => result.results)

type Admin = { id: string; token: string }
const admin = async (): Promise<Admin> => {
  const signed = await signedInAdmin('boss@commission.test')
  return { id: signed.user._id, token: signed.accessToken }
}
const cancelWithRefund = (boss: Admin, orderId: string, refund: number) =>
  okJson(orderCall(boss, `admin-cancel/${orderId}`, { refund, reason: 'refund' }, { method: 'PUT' }))

describe('commissions (issue 17 item 3)', { timeout: 60_000 }, () => {
  it('earns the rate on purchases, renewals and upgrades (not top-ups): exact amounts, each naming its spend, pending', async () => {
    await addProxies(4)
    const { userId: agentId, agencyId } = await seedAgency('an-agent', { commission: 20, discount: 0 })
    const lan = await referred('lan', agencyId, 1_000_000)
    const one = await bought(lan, choice())
    const three = await bought(lan, choice({ amount: 3 }))
    const upgrade = await okJson<OrderAnswer>(
      orderCall(lan, `increase-bandwidth/${one.order._id}`, { bandwidth: 'premium' }, { method: 'PUT' }),
    )
    const upgradePrice = 1_000_000 - one.order.totalPrice - three.order.totalPrice - upgrade.balance
    // Money in is not a spend: an admin top-up earns nothing.
    const boss = await admin()
    expect((await adminTopup(boss.token, lan.id, 500_000)).status).toBe(200)
    const made = await rows(
      `SELECT c.spend_type AS type, c.spend_amount AS spend, c.percent, c.amount, c.status, l.id = c.spend_ledger_id AS sameRow,
        l.ref_id AS orderId, c.agent_id AS agent FROM commissions c JOIN ledger l ON l.event_key = c.spend_event_key ORDER BY c.created_at, l.amount`,
    )
    expect(made).toEqual([
      {
        type: 'buy_proxy_private',
        spend: MONTH_PRICE,
        percent: 20,
        amount: 9_000,
        status: 'pending',
        sameRow: 1,
        orderId: one.order._id,
        agent: agentId,
      },
      {
        type: 'buy_proxy_private',
        spend: 3 * MONTH_PRICE,
        percent: 20,
        amount: 27_000,
        status: 'pending',
        sameRow: 1,
        orderId: three.order._id,
        agent: agentId,
      },
      {
        type: 'increase_bandwidth',
        spend: upgradePrice,
        percent: 20,
        amount: Math.floor(upgradePrice / 5),
        status: 'pending',
        sameRow: 1,
        orderId: one.order._id,
        agent: agentId,
      },
    ])
    expect(await balanceOf(agentId)).toBe(0)
    // A renewal of an expired order, and the auto-renewal job, are spends too.
    await env.DB.prepare('UPDATE orders SET auto_renew = 1 WHERE id = ?').bind(three.order._id).run()
    await autoRenewOrders(env, three.order.expiresAt - days(1) / 2)
    const [renewal] = await rows("SELECT spend_type AS type, amount FROM commissions WHERE spend_type = 'auto_renew_private'")
    expect(renewal).toEqual({ type: 'auto_renew_private', amount: Math.floor((three.order.renewPrice * 20) / 100) })
    await expectBooksBalance(lan.id)
  })

  it('stays pending for the set days, then the cron credits it once as the agent’s own ledger row, shown on its page', async () => {
    await addProxies(1)
    const { userId: agentId, agencyId } = await seedAgency('an-agent', { commission: 25, discount: 0 })
    const lan = await referred('lan', agencyId, 100_000)
    await bought(lan, choice())
    const agent = await agentOf(agentId)
    const [pending] = (await commissionsOf(agent)).data
    expect(pending).toMatchObject({
      customer: 'la***@portal.test',
      spendAmount: MONTH_PRICE,
      percent: 25,
      amount: 11_250,
      status: 'pending',
    })
    expect(pending?.availableAt).toBe((pending?.createdAt ?? 0) + days(PENDING_DAYS))
    expect((await myAgency(agent)).agency?.totals).toEqual({ customers: 1, pending: 11_250, paid: 0 })
    await settleCommissions(env, Date.now() + days(PENDING_DAYS) - 60_000)
    expect(await balanceOf(agentId)).toBe(0)
    // Due: two ticks at once, then another, pay it once.
    const due = Date.now() + days(PENDING_DAYS) + 60_000
    await Promise.all([settleCommissions(env, due), settleCommissions(env, due)])
    await settleCommissions(env, due + 300_000)
    expect(await balanceOf(agentId)).toBe(11_250)
    expect(await rows('SELECT type, amount, ref_type AS refType, ref_id AS refId FROM ledger WHERE user_id = ?', agentId)).toEqual([
      { type: 'commission', amount: 11_250, refType: 'commission', refId: pending?._id },
    ])
    expect((await commissionsOf(agent)).data[0]).toMatchObject({ status: 'credited', paid: 11_250 })
    expect((await myAgency(agent)).agency?.totals).toEqual({ customers: 1, pending: 0, paid: 11_250 })
    await expectBooksBalance(agentId)
  })

  it('a refund inside the pending period cancels the commission (a part of it, its share); nothing is credited for what went back', async () => {
    await addProxies(2)
    const { userId: agentId, agencyId } = await seedAgency('an-agent', { commission: 20, discount: 0 })
    const lan = await referred('lan', agencyId, 200_000)
    const whole = await bought(lan, choice())
    const part = await bought(lan, choice())
    const boss = await admin()
    await cancelWithRefund(boss, whole.order._id, MONTH_PRICE)
    await cancelWithRefund(boss, part.order._id, MONTH_PRICE / 3)
    const made = await rows('SELECT ref_id AS orderId, amount, reversed, status FROM commissions ORDER BY reversed DESC')
    expect(made).toEqual([
      { orderId: whole.order._id, amount: 9_000, reversed: 9_000, status: 'cancelled' },
      // A third of the order went back: a third of its commission.
      { orderId: part.order._id, amount: 9_000, reversed: 3_000, status: 'pending' },
    ])
    await settleCommissions(env, Date.now() + days(PENDING_DAYS + 1))
    expect(await balanceOf(agentId)).toBe(6_000)
    await expectBooksBalance(agentId)
    await expectBooksBalance(lan.id)
  })

  it('a refund after crediting claws the share back through the ledger; what the balance cannot cover now is taken later', async () => {
    await addProxies(1)
    const { userId: agentId, agencyId } = await seedAgency('an-agent', { commission: 20, discount: 0 })
    const lan = await referred('lan', agencyId, 100_000)
    const { order } = await bought(lan, choice())
    await settleCommissions(env, Date.now() + days(PENDING_DAYS + 1))
    expect(await balanceOf(agentId)).toBe(9_000)
    // The agent spent most of it meanwhile.
    const boss = await admin()
    expect((await adminTopup(boss.token, agentId, -5_000)).status).toBe(200)
    await cancelWithRefund(boss, order._id, MONTH_PRICE)
    const later = Date.now() + days(PENDING_DAYS + 2)
    await Promise.all([settleCommissions(env, later), settleCommissions(env, later)])
    expect(await balanceOf(agentId)).toBe(0)
    await fund(agentId, 10_000)
    await settleCommissions(env, later + 300_000)
    await settleCommissions(env, later + 600_000)
    expect(await balanceOf(agentId)).toBe(10_000 - 5_000)
    expect(
      await rows("SELECT type, amount FROM ledger WHERE user_id = ? AND type LIKE 'commission%' ORDER BY created_at", agentId),
    ).toEqual([
      { type: 'commission', amount: 9_000 },
      { type: 'commission_clawback', amount: -4_000 },
      { type: 'commission_clawback', amount: -5_000 },
    ])
    expect(await rows('SELECT status, amount, reversed, paid, clawed_back AS clawedBack FROM commissions')).toEqual([
      { status: 'credited', amount: 9_000, reversed: 9_000, paid: 9_000, clawedBack: 9_000 },
    ])
    expect((await myAgency(await agentOf(agentId))).agency?.totals.paid).toBe(0)
    await expectBooksBalance(agentId)
  })

  it('replays and concurrent purchases make one commission per spend; no money is made: every commission names a spend', async () => {
    await addProxies(12)
    const { userId: agentId, agencyId } = await seedAgency('an-agent', { commission: 10, discount: 0 })
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, at) => referred(`buyer${at}`, agencyId, 200_000)))
    await Promise.all(
      buyers.flatMap((buyer) => [
        orderCall(buyer, 'create', choice(), { key: `k-${buyer.id}` }),
        orderCall(buyer, 'create', choice(), { key: `k-${buyer.id}` }),
        orderCall(buyer, 'create', choice(), { key: `k2-${buyer.id}` }),
      ]),
    )
    await Promise.all(buyers.map((buyer) => orderCall(buyer, 'create', choice(), { key: `k-${buyer.id}` })))
    const made = await rows(`SELECT count(*) AS n, sum(c.amount) AS total, count(DISTINCT c.spend_event_key) AS spends,
      sum(l.id IS NULL) AS orphans FROM commissions c LEFT JOIN ledger l ON l.id = c.spend_ledger_id AND l.event_key = c.spend_event_key`)
    expect(made).toEqual([{ n: 12, total: 12 * 4_500, spends: 12, orphans: 0 }])
    const due = Date.now() + days(PENDING_DAYS + 1)
    await Promise.all([settleCommissions(env, due), settleCommissions(env, due)])
    expect(await balanceOf(agentId)).toBe(12 * 4_500)
    await expectBooksBalance(agentId)
  })

  it('rounds a commission down to a whole Xu: never more than the rate of what was paid', async () => {
    const { agencyId } = await seedAgency('an-agent', { commission: 7, discount: 0 })
    const lan = await referred('lan', agencyId, 100_000)
    const spend = { kind: 'purchase' as const, userId: lan.id, type: 'buy_key' as const, content: 'key', refType: 'key', statements: [] }
    expect((await moneyOp({ ...spend, eventKey: 'key:1', amount: 12_345, refId: 'k1' })).ok).toBe(true)
    // 7% of 12,345 is 864.15; of 14 it is 0.98, which earns nothing (no commission row of 0).
    expect((await moneyOp({ ...spend, eventKey: 'key:2', amount: 14, refId: 'k2' })).ok).toBe(true)
    expect(await rows('SELECT spend_amount AS spend, amount, typeof(amount) AS stored FROM commissions')).toEqual([
      { spend: 12_345, amount: 864, stored: 'integer' },
    ])
  })

  it('earns nothing while the agency is inactive, nor on the agent’s own spend', async () => {
    await addProxies(2)
    const { userId: agentId, agencyId } = await seedAgency('an-agent', { commission: 20, discount: 0, active: false })
    const lan = await referred('lan', agencyId, 100_000)
    await bought(lan, choice())
    await env.DB.prepare('UPDATE agencies SET active = 1 WHERE id = ?').bind(agencyId).run()
    await env.DB.prepare('UPDATE users SET owner_agency_id = ? WHERE id = ?').bind(agencyId, agentId).run()
    await fund(agentId, 100_000)
    await bought(await agentOf(agentId), choice())
    expect(await rows('SELECT count(*) AS n FROM commissions')).toEqual([{ n: 0 }])
  })
})
