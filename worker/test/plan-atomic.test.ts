import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectError } from './accounts'
import { expectLoggedErrors } from './fresh-database'
import { balanceOf, expectBooksBalance } from './money'
import {
  addSharedProxies,
  boughtPlan,
  type Customer,
  callAs,
  customer,
  myPlan,
  okJson,
  planChoice,
  planEvents,
  seedSharedShop,
  sharedState,
} from './plan-fixtures'

/** A fault in one step of the batch: SQLite aborts the statement, as a failing disk or a bug would. */
async function breakStep(table: string, when: string): Promise<() => Promise<void>> {
  await env.DB.exec(`CREATE TRIGGER injected_fault ${when} ON ${table} BEGIN SELECT RAISE(ABORT, 'injected fault'); END`)
  return async () => void (await env.DB.exec('DROP TRIGGER injected_fault'))
}

const createSteps = [
  ['ledger', 'BEFORE INSERT'],
  ['users', 'BEFORE UPDATE OF balance'],
  ['plans', 'BEFORE INSERT'],
  ['shared_assignments', 'BEFORE INSERT'],
  ['stock_claims', 'BEFORE INSERT'],
  ['plan_logs', 'BEFORE INSERT'],
] as const

describe('a plan purchase is all or nothing', () => {
  let buyer: Customer
  beforeEach(async () => {
    await seedSharedShop()
    await Promise.all([addSharedProxies(120, 'US'), addSharedProxies(60, 'VN')])
    buyer = await customer('atomic', 5_000_000)
  })

  it.each(createSteps)('buying, with %s failing: no plan, no proxy, no money taken; a retry buys', async (table, when) => {
    const logged = expectLoggedErrors()
    const before = await sharedState()
    const repair = await breakStep(table, when)
    await expectError(callAs(buyer, 'plan/create', planChoice(), 'atomic-buy'), 500, 'UNKNOW_ERROR')
    expect(String(logged[0])).toContain('unhandled API error')
    expect(await sharedState()).toEqual(before)
    expect(await balanceOf(buyer.id)).toBe(5_000_000)
    expect(await planEvents(buyer.id)).toMatchObject([{ message: 'BUY_FAIL', isSuccess: false }])
    await repair()
    await boughtPlan(buyer, {}, 'atomic-buy')
    expect(await balanceOf(buyer.id)).toBe(4_000_000)
    await expectBooksBalance(buyer.id)
  })

  const changeSteps = [
    ['ledger', 'BEFORE INSERT'],
    ['users', 'BEFORE UPDATE OF balance'],
    ['plans', 'BEFORE UPDATE OF amount'],
    ['shared_assignments', 'BEFORE INSERT'],
    ['stock_claims', 'BEFORE INSERT'],
    ['plan_logs', 'BEFORE INSERT'],
  ] as const

  it.each(changeSteps)('adding proxies, with %s failing: the plan as it was, the money kept', async (table, when) => {
    await boughtPlan(buyer)
    const logged = expectLoggedErrors()
    const before = await sharedState()
    const repair = await breakStep(table, when)
    await expectError(callAs(buyer, 'plan/increase-amount', { amount: 50 }), 500, 'UNKNOW_ERROR')
    expect(logged.length).toBeGreaterThan(0)
    expect(await sharedState()).toEqual(before)
    expect(await balanceOf(buyer.id)).toBe(4_000_000)
    expect((await myPlan(buyer)).plan).toMatchObject({ amount: 50, status: 'using', processing: false })
    expect((await planEvents(buyer.id)).at(-1)).toMatchObject({ message: 'INCREASE_AMOUNT_FAIL' })
    await repair()
    await okJson(callAs(buyer, 'plan/increase-amount', { amount: 50 }))
    expect((await myPlan(buyer)).proxies).toHaveLength(100)
    await expectBooksBalance(buyer.id)
  })

  it('moving countries, with the release of old proxies failing: every proxy where it was', async () => {
    await boughtPlan(buyer)
    const logged = expectLoggedErrors()
    const before = (await myPlan(buyer)).proxies
    const repair = await breakStep('shared_assignments', 'BEFORE UPDATE OF released')
    await expectError(callAs(buyer, 'plan/change-country', { countries: ['VN'] }), 500, 'UNKNOW_ERROR')
    expect(logged.length).toBeGreaterThan(0)
    expect((await myPlan(buyer)).proxies).toEqual(before)
    expect(await balanceOf(buyer.id)).toBe(4_000_000)
    await repair()
    await okJson(callAs(buyer, 'plan/change-country', { countries: ['VN'] }))
    expect(new Set((await myPlan(buyer)).proxies.map((proxy) => proxy.countryCode))).toEqual(new Set(['VN']))
  })
})
