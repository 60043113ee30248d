import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PlanView } from '../src/contract/plans'
import { expectError } from './accounts'
import { balanceOf, expectBooksBalance } from './money'
import {
  addSharedProxies,
  boughtPlan,
  byCountry,
  type Customer,
  callAs,
  customer,
  DAY_MS,
  ledgerRows,
  MONTH_MS,
  myPlan,
  okJson,
  planEvents,
  seedSharedShop,
  setPlanEnd,
  sharedState,
} from './plan-fixtures'

type Changed = { plan: PlanView; balance: number }

/** The last ledger row of the user: what the change cost, and when it ran (the time its price was worked out for). */
const lastCharge = async (who: Customer) => (await ledgerRows(who.id)).at(-1)
/** A monthly amount for what was left of the plan when the change ran, as the server rounds it (up). */
const forTheRest = (monthly: number, expiresAt: number, at: number) => Math.ceil((monthly * (expiresAt - at)) / MONTH_MS)
const quoteChange = async (who: Customer, body: unknown) => (await okJson<{ price: number }>(callAs(who, 'plan/quote-change', body))).price

describe('changing a plan', () => {
  let buyer: Customer
  let plan: PlanView
  beforeEach(async () => {
    await seedSharedShop()
    await Promise.all([addSharedProxies(120, 'US'), addSharedProxies(60, 'VN'), addSharedProxies(60, 'JP')])
    buyer = await customer('changer', 10_000_000)
    plan = (await boughtPlan(buyer)).plan
    // Half the month is left.
    await setPlanEnd(plan._id, Date.now() + 15 * DAY_MS)
    plan = (await myPlan(buyer)).plan
  })

  it('adds proxies, charging the growth of the monthly price for the rest of the period', async () => {
    const quoted = await quoteChange(buyer, { action: 'increase_amount', amount: 50 })
    const { plan: after, balance } = await okJson<Changed>(callAs(buyer, 'plan/increase-amount', { amount: 50 }, 'more-1'))
    const charge = await lastCharge(buyer)
    // 100 proxies a month: 2,000,000 less 5% = 1,900,000; 50 were 1,000,000.
    const expected = forTheRest(900_000, plan.expiresAt, charge?.createdAt ?? 0)
    expect(charge).toMatchObject({ type: 'increase_amount', amount: -expected })
    expect(Math.abs(quoted - expected)).toBeLessThanOrEqual(1)
    expect(balance).toBe(9_000_000 - expected)
    expect(after).toMatchObject({
      amount: 100,
      bandwidthTotalGb: 1000,
      monthlyPrice: 1_900_000,
      status: 'using',
      expiresAt: plan.expiresAt,
    })
    expect((await myPlan(buyer)).proxies).toHaveLength(100)
    expect(await planEvents(buyer.id)).toMatchObject([{ message: 'BUY_SUCCESS' }, { message: 'INCREASE_AMOUNT_SUCCESS', isSuccess: true }])
    const logs = await okJson<{ data: { action: string; success: boolean; price: number }[] }>(callAs(buyer, 'plan/logs'))
    expect(logs.data[0]).toMatchObject({ action: 'increase_amount', success: true, price: expected })

    // The same call again (same key) changes nothing more.
    await okJson<Changed>(callAs(buyer, 'plan/increase-amount', { amount: 50 }, 'more-1'))
    expect((await myPlan(buyer)).plan.amount).toBe(100)
    expect(await balanceOf(buyer.id)).toBe(9_000_000 - expected)
    await expectBooksBalance(buyer.id)
  })

  it('refuses amounts off the step, and fails whole when stock or money is short, logging the failure', async () => {
    await expectError(callAs(buyer, 'plan/increase-amount', { amount: 30 }), 400, 'AMOUNT_PROXY_NOT_VALID')
    await expectError(callAs(buyer, 'plan/increase-amount', { amount: 5000 }), 400, 'AMOUNT_PROXY_NOT_VALID')
    // 120 US proxies: a plan of 150 does not fit.
    await expectError(callAs(buyer, 'plan/increase-amount', { amount: 100 }), 400, 'NOT_ENOUGT_PROXY')
    const poor = await customer('poor-changer', 1_000_000)
    await boughtPlan(poor)
    await expectError(callAs(poor, 'plan/increase-amount', { amount: 50 }), 400, 'NOT_ENOUGH_MONEY')
    for (const who of [buyer, poor]) {
      const { plan: now, proxies } = await myPlan(who)
      expect({ amount: now.amount, status: now.status, proxies: proxies.length }).toEqual({ amount: 50, status: 'using', proxies: 50 })
      const logs = await okJson<{ data: { action: string; success: boolean; note: string }[] }>(callAs(who, 'plan/logs'))
      expect(logs.data[0]).toMatchObject({ action: 'increase_amount', success: false })
      await expectBooksBalance(who.id)
    }
    expect(await balanceOf(buyer.id)).toBe(9_000_000)
    expect(await balanceOf(poor.id)).toBe(0)
    expect((await planEvents(poor.id)).at(-1)).toMatchObject({ message: 'INCREASE_AMOUNT_FAIL', isSuccess: false })
  })

  it('moves to a dearer bandwidth tier for the difference of unit prices, never to a cheaper one', async () => {
    const quoted = await quoteChange(buyer, { action: 'increase_bandwidth', bandwidth: 'premium' })
    const { plan: after } = await okJson<Changed>(callAs(buyer, 'plan/increase-bandwidth', { bandwidth: 'premium' }))
    const charge = await lastCharge(buyer)
    // Premium is +50%: 10,000 more a proxy-month, 500,000 for 50 proxies.
    const expected = forTheRest(500_000, plan.expiresAt, charge?.createdAt ?? 0)
    expect(charge).toMatchObject({ type: 'increase_bandwidth', amount: -expected })
    expect(Math.abs(quoted - expected)).toBeLessThanOrEqual(1)
    expect(after).toMatchObject({ bandwidthTier: 'premium', bandwidthTotalGb: 5000, monthlyPrice: 1_500_000 })
    for (const bandwidth of ['premium', 'advanced', 'basic']) {
      await expectError(callAs(buyer, 'plan/increase-bandwidth', { bandwidth }), 400, 'BANDWIDTH_INVALID')
    }
    expect((await planEvents(buyer.id)).at(-1)).toMatchObject({ message: 'INCREASE_BANDWIDTH_SUCCESS' })
  })

  it('moves to other countries for a 5% fee plus dearer countries for the rest of the period', async () => {
    const { plan: after } = await okJson<Changed>(callAs(buyer, 'plan/change-country', { countries: ['JP'] }))
    const charge = await lastCharge(buyer)
    // Japan: 1,500,000 a month for 50; the fee 75,000, and 500,000 a month more for the rest.
    expect(charge).toMatchObject({
      type: 'change_country',
      amount: -(75_000 + forTheRest(500_000, plan.expiresAt, charge?.createdAt ?? 0)),
    })
    expect(after).toMatchObject({ countries: ['JP'], monthlyPrice: 1_500_000, amount: 50 })
    const { proxies } = await myPlan(buyer)
    expect(proxies.map((proxy) => proxy.countryCode)).toEqual(Array(50).fill('JP'))
    expect(await sharedState()).toMatchObject({ liveAssignments: 50 })

    // Back to the US plus Vietnam: both at 20,000, only the fee (5% of 1,000,000).
    await okJson<Changed>(callAs(buyer, 'plan/change-country', { countries: ['US', 'VN'] }))
    expect(await lastCharge(buyer)).toMatchObject({ type: 'change_country', amount: -50_000 })
    const split = (await myPlan(buyer)).proxies
    expect(byCountry(split)).toEqual({ US: 25, VN: 25 })

    // Keeping the US and dropping Vietnam keeps the US proxies it had.
    const usBefore = new Set(split.filter((proxy) => proxy.countryCode === 'US').map((proxy) => proxy._id))
    await okJson<Changed>(callAs(buyer, 'plan/change-country', { countries: ['US'] }))
    const usAfter = (await myPlan(buyer)).proxies
    expect(usAfter).toHaveLength(50)
    expect(usAfter.filter((proxy) => usBefore.has(proxy._id))).toHaveLength(25)
    await expectError(callAs(buyer, 'plan/change-country', { countries: ['US'] }), 400, 'INVALID_INPUT')
    await expectError(callAs(buyer, 'plan/change-country', { countries: ['KP'] }), 400, 'INVALID_COUNTRY')
    expect((await planEvents(buyer.id)).at(-1)).toMatchObject({ message: 'CHANGE_COUNTRY_SUCCESS' })
  })

  it('renews only an expired plan, from now, at the renewal price (retail under a month)', async () => {
    await expectError(callAs(buyer, 'plan/renew', { periodUnit: 'month', periodCount: 1 }), 400, 'NOT_EXPIRE')
    await okJson<Changed>(callAs(buyer, 'plan/increase-amount', { amount: 50 }))
    // The nodes counted 777 MB in the plan's window; a renewal starts a new one.
    await env.DB.prepare(
      "INSERT INTO usage_totals (owner, owner_id, period_start, period_end, up, down, updated_at) VALUES ('plan', ?1, ?2, ?2 + 2592000000, ?3, 0, ?2)",
    )
      .bind(plan._id, plan.startsAt, 777 * 1024 ** 2)
      .run()
    expect((await myPlan(buyer)).plan.bandwidthUsedMb).toBe(777)
    await setPlanEnd(plan._id, Date.now() - DAY_MS, 'expired')
    await expectError(callAs(buyer, 'plan/increase-amount', { amount: 50 }), 400, 'ORDER_EXPIRED')
    expect(await quoteChange(buyer, { action: 'renew', periodUnit: 'week', periodCount: 1 })).toBe(600_000)

    const { plan: after } = await okJson<Changed>(callAs(buyer, 'plan/renew', { periodUnit: 'week', periodCount: 1 }))
    const charge = await lastCharge(buyer)
    // A week of 100 proxies: 600,000 less 5% is 570,000, but a renewal under a month pays the retail 600,000.
    expect(charge).toMatchObject({ type: 'renew', amount: -600_000 })
    expect(after).toMatchObject({
      status: 'using',
      bandwidthUsedMb: 0,
      startsAt: charge?.createdAt,
      expiresAt: (charge?.createdAt ?? 0) + 7 * DAY_MS,
    })
    expect((await myPlan(buyer)).proxies).toHaveLength(100)
    expect((await planEvents(buyer.id)).at(-1)).toMatchObject({ message: 'RENEW_SUCCESS' })
    await expectError(callAs(buyer, 'plan/renew', { periodUnit: 'month', periodCount: 1 }), 400, 'NOT_EXPIRE')
  })

  it('answers PLAN_PROCESSING while a change runs, and two changes at once never both apply to the same plan', async () => {
    await env.DB.prepare("UPDATE plans SET status = 'increasing_amount' WHERE id = ?").bind(plan._id).run()
    await expectError(callAs(buyer, 'plan/check-plan'), 400, 'PLAN_PROCESSING')
    expect((await myPlan(buyer)).plan).toMatchObject({ status: 'increasing_amount', processing: true })
    await expectError(callAs(buyer, 'plan/change-country', { countries: ['VN'] }), 400, 'PLAN_PROCESSING')
    await env.DB.prepare("UPDATE plans SET status = 'using' WHERE id = ?").bind(plan._id).run()

    const answers = await Promise.all([
      callAs(buyer, 'plan/increase-amount', { amount: 50 }, 'race-a'),
      callAs(buyer, 'plan/increase-amount', { amount: 50 }, 'race-b'),
    ])
    const codes = await Promise.all(
      answers.map(async (answer) => (answer.ok ? 'OK' : ((await answer.json()) as { message: string }).message)),
    )
    const done = codes.filter((code) => code === 'OK').length
    expect(codes.every((code) => code === 'OK' || code === 'PLAN_PROCESSING')).toBe(true)
    const { plan: after, proxies } = await myPlan(buyer)
    expect({ amount: after.amount, proxies: proxies.length, status: after.status }).toEqual({
      amount: 50 + 50 * done,
      proxies: 50 + 50 * done,
      status: 'using',
    })
    expect((await ledgerRows(buyer.id)).filter((row) => row.type === 'increase_amount')).toHaveLength(done)
  })
})
