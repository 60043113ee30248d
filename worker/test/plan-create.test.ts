import { beforeEach, describe, expect, it } from 'vitest'
import type { PurchaseQuote, Quote } from '../src/contract/orders'
import type { PlanCheck, PlanView } from '../src/contract/plans'
import { call, expectError } from './accounts'
import { balanceOf, expectBooksBalance } from './money'
import {
  addSharedProxies,
  boughtPlan,
  byCountry,
  type Customer,
  callAs,
  customer,
  ledgerRows,
  MONTH_MS,
  myPlan,
  okJson,
  planChoice,
  planEvents,
  seedSharedShop,
  sharedState,
} from './plan-fixtures'

describe('buying the shared plan', () => {
  let buyer: Customer
  beforeEach(async () => {
    await seedSharedShop()
    buyer = await customer('plan-buyer', 5_000_000)
  })

  it('buys 50 US proxies at the quoted price, with its own login, and keeps the inventory free', async () => {
    await addSharedProxies(60, 'US')
    const quote = await okJson<Quote>(callAs(buyer, 'plan/quote', planChoice()))
    expect(quote).toMatchObject({ unitPrice: 20_000, originalPrice: 1_000_000, discount: 0, totalPrice: 1_000_000, stock: 60 })

    const { plan, balance } = await boughtPlan(buyer, {}, 'buy-1')
    expect(balance).toBe(4_000_000)
    expect(plan).toMatchObject({
      amount: 50,
      countries: ['US'],
      bandwidthTier: 'basic',
      bandwidthTotalGb: 500,
      bandwidthUsedMb: 0,
      authIps: [],
      status: 'using',
      processing: false,
      monthlyPrice: 1_000_000,
      releasedAt: null,
    })
    expect(plan.username).toMatch(/^sp[a-z0-9]{10}$/)
    expect(plan.password).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(plan.expiresAt - plan.startsAt).toBe(MONTH_MS)

    const { proxies } = await myPlan(buyer)
    expect(proxies).toHaveLength(50)
    expect(new Set(proxies.map((proxy) => `${proxy.host}:${proxy.httpPort}`)).size).toBe(50)
    expect(proxies.every((proxy) => proxy.countryCode === 'US' && !proxy.disabled)).toBe(true)
    expect(await ledgerRows(buyer.id)).toMatchObject([
      { type: 'admin_topup' },
      { type: 'buy_proxy_shared', amount: -1_000_000, price: 1_000_000 },
    ])
    const logs = await okJson<{ data: unknown[]; total: number }>(callAs(buyer, 'plan/logs'))
    expect(logs).toMatchObject({ total: 1, data: [{ action: 'buy', success: true, price: 1_000_000 }] })
    expect(await planEvents(buyer.id)).toEqual([{ planId: plan._id, message: 'BUY_SUCCESS', isSuccess: true }])
    expect(await okJson<PlanCheck>(callAs(buyer, 'plan/check-plan'))).toEqual({ hasPlan: true, status: 'using', processing: false })
    expect((await sharedState()).soldProxies).toBe(0)
    await expectBooksBalance(buyer.id)
  })

  it('spreads the amount over the countries equally and prices each country by its own row', async () => {
    await Promise.all([addSharedProxies(40, 'US'), addSharedProxies(40, 'VN'), addSharedProxies(40, 'JP')])
    const choice = { amount: 100, countries: ['US', 'VN', 'JP'], bandwidthTier: 'advanced' as const }
    // Base: (34 x 20,000 + 33 x 20,000 + 33 x 30,000) / 100 = 23,300; +20% tier; 5% off from 100 proxies.
    const quote = await okJson<Quote>(callAs(buyer, 'plan/quote', planChoice(choice)))
    expect(quote).toMatchObject({
      unitPrice: 27_960,
      originalPrice: 2_796_000,
      discountPercent: 5,
      discount: 139_800,
      totalPrice: 2_656_200,
    })
    const { plan, balance } = await boughtPlan(buyer, choice)
    expect(balance).toBe(5_000_000 - 2_656_200)
    expect(plan.bandwidthTotalGb).toBe(3000)
    expect(byCountry((await myPlan(buyer)).proxies)).toEqual({ US: 34, VN: 33, JP: 33 })
  })

  it('prices a week, and unlimited bandwidth has no total', async () => {
    await addSharedProxies(50, 'US')
    const { plan } = await boughtPlan(buyer, { periodUnit: 'week', bandwidthTier: 'unlimited' })
    expect(await balanceOf(buyer.id)).toBe(5_000_000 - 50 * 12_000)
    expect(plan).toMatchObject({ bandwidthTotalGb: null, monthlyPrice: 50 * 40_000 })
    expect(plan.expiresAt - plan.startsAt).toBe(7 * 86_400_000)
  })

  it('allows one plan per user: a second buy is ALREADY_CREATE_PLAN and costs nothing', async () => {
    await addSharedProxies(120, 'US')
    await boughtPlan(buyer)
    await expectError(callAs(buyer, 'plan/create', planChoice(), 'another-key'), 400, 'ALREADY_CREATE_PLAN')
    await expectError(callAs(buyer, 'plan/create', planChoice()), 400, 'ALREADY_CREATE_PLAN')
    expect(await balanceOf(buyer.id)).toBe(4_000_000)
    expect(await sharedState()).toMatchObject({ plans: 1, liveAssignments: 50 })
  })

  it('answers a repeat of the same buy (same Idempotency-Key) with the plan it made, charging once', async () => {
    await addSharedProxies(120, 'US')
    const [first, second] = await Promise.all([boughtPlan(buyer, {}, 'same'), boughtPlan(buyer, {}, 'same')])
    const third = await boughtPlan(buyer, {}, 'same')
    expect(second.plan._id).toBe(first.plan._id)
    expect(third.plan._id).toBe(first.plan._id)
    expect(await ledgerRows(buyer.id)).toHaveLength(2)
    expect(await balanceOf(buyer.id)).toBe(4_000_000)
    expect(await sharedState()).toMatchObject({ plans: 1, liveAssignments: 50, logs: 1 })
    expect((await planEvents(buyer.id)).filter((event) => event.message === 'BUY_SUCCESS')).toHaveLength(1)
  })

  it.each([0, 49, 75, 50.5, 5050, -50])('refuses an amount of %s with AMOUNT_PROXY_NOT_VALID', async (amount) => {
    await addSharedProxies(60, 'US')
    await expectError(callAs(buyer, 'plan/quote', planChoice({ amount })), 400, 'AMOUNT_PROXY_NOT_VALID')
    await expectError(callAs(buyer, 'plan/create', planChoice({ amount })), 400, 'AMOUNT_PROXY_NOT_VALID')
    expect(await balanceOf(buyer.id)).toBe(5_000_000)
  })

  it('refuses countries not on sale, a missing price and malformed choices', async () => {
    await addSharedProxies(60, 'US')
    for (const countries of [['KP'], ['ZZ'], ['US', 'KP']]) {
      await expectError(callAs(buyer, 'plan/create', planChoice({ countries })), 400, 'INVALID_COUNTRY')
    }
    await expectError(callAs(buyer, 'plan/create', planChoice({ periodUnit: 'day' })), 404, 'PRICE_NOT_EXISTS')
    for (const bad of [
      { countries: [] },
      { countries: ['US', 'US'] },
      { countries: ['us'] },
      { amount: '50' },
      { bandwidthTier: 'gold' },
      { periodCount: 0 },
    ]) {
      await expectError(callAs(buyer, 'plan/create', { ...planChoice(), ...bad }), 400, 'INVALID_INPUT')
    }
    expect(await sharedState()).toMatchObject({ plans: 0, ledgerRows: 1 })
  })

  it('keeps the balance when money is short (NOT_ENOUGH_MONEY) and when proxies are (NOT_ENOUGT_PROXY)', async () => {
    await addSharedProxies(49, 'US')
    await addSharedProxies(60, 'VN')
    const poor = await customer('poor', 999_999)
    // The quote says it before any buy: the country short of room for its share, the balance short of the total.
    const short = await okJson<PurchaseQuote>(callAs(poor, 'plan/quote', planChoice({ amount: 100, countries: ['US', 'VN'] })))
    expect(short).toMatchObject({ totalPrice: 1_900_000, balance: 999_999, balanceShort: 900_001 })
    expect(short.shortages).toEqual([{ countryCode: 'US', wanted: 50, available: 49 }])
    const enough = await okJson<PurchaseQuote>(callAs(buyer, 'plan/quote', planChoice({ countries: ['VN'] })))
    expect(enough).toMatchObject({ shortages: [], balance: 5_000_000, balanceShort: 0 })
    await expectError(callAs(poor, 'plan/create', planChoice()), 400, 'NOT_ENOUGH_MONEY')
    await expectError(callAs(buyer, 'plan/create', planChoice()), 400, 'NOT_ENOUGT_PROXY')
    expect([await balanceOf(poor.id), await balanceOf(buyer.id)]).toEqual([999_999, 5_000_000])
    expect(await sharedState()).toMatchObject({ plans: 0, liveAssignments: 0, logs: 0, claims: 0 })
    expect(await planEvents(poor.id)).toMatchObject([{ message: 'BUY_FAIL', isSuccess: false }])
    expect(await planEvents(buyer.id)).toMatchObject([{ message: 'BUY_FAIL', isSuccess: false }])
  })

  it('answers NOT_YET_CREATE_PLAN before a plan, and signed-out callers INVALID_TOKEN', async () => {
    for (const path of ['plan/my-plan', 'plan/logs', 'plan/export']) await expectError(callAs(buyer, path), 400, 'NOT_YET_CREATE_PLAN')
    await expectError(callAs(buyer, 'plan/increase-amount', { amount: 50 }), 400, 'NOT_YET_CREATE_PLAN')
    await expectError(callAs(buyer, 'plan/authIp', { authIp: '1.2.3.4' }), 400, 'NOT_YET_CREATE_PLAN')
    expect(await okJson<PlanCheck>(callAs(buyer, 'plan/check-plan'))).toEqual({ hasPlan: false, status: null, processing: false })
    await expectError(call('/api/plan/my-plan'), 401, 'INVALID_TOKEN')
    await expectError(call('/api/plan/create', planChoice()), 401, 'INVALID_TOKEN')
  })

  it("never shows or touches another user's plan", async () => {
    await addSharedProxies(120, 'US')
    const { plan } = await boughtPlan(buyer)
    const other = await customer('other', 5_000_000)
    await expectError(callAs(other, 'plan/my-plan'), 400, 'NOT_YET_CREATE_PLAN')
    await expectError(callAs(other, 'plan/authIp', { authIp: '1.2.3.4' }), 400, 'NOT_YET_CREATE_PLAN')
    await expectError(callAs(other, 'plan/synchronized-plan', {}), 400, 'NOT_YET_CREATE_PLAN')
    await expectError(callAs(other, 'plan/renew', { periodUnit: 'month', periodCount: 1 }), 400, 'NOT_YET_CREATE_PLAN')
    // The other user's own plan is theirs alone.
    const theirs = await boughtPlan(other)
    expect(theirs.plan._id).not.toBe(plan._id)
    expect((await myPlan(buyer)).plan).toEqual({ ...plan } satisfies PlanView)
    expect(await balanceOf(buyer.id)).toBe(4_000_000)
  })
})
