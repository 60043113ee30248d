import { beforeEach, describe, expect, it } from 'vitest'
import { balanceOf, expectBooksBalance } from './money'
import { addSharedProxies, boughtPlan, callAs, customer, DAY_MS, seedSharedShop, setPlanEnd } from './plan-fixtures'

/**
 * Found by the shop fuzz (shop-fuzz.test.ts): a plan change sent again with the same Idempotency-Key
 * and the same body must answer as the first call did (DESIGN section 3; the calls' own description:
 * "a retry answers the first call"), as order renewals and upgrades do. A client whose first answer
 * was lost (a timeout, a dropped connection) retries exactly so, and must not be told its paid change failed.
 */
const changes = [
  { path: 'plan/change-country', body: { countries: ['VN'] }, expired: false },
  { path: 'plan/increase-bandwidth', body: { bandwidth: 'premium' }, expired: false },
  { path: 'plan/renew', body: { periodUnit: 'month', periodCount: 1 }, expired: true },
]

describe('a plan change sent again with the same key', () => {
  beforeEach(async () => {
    await seedSharedShop()
    await Promise.all([addSharedProxies(60, 'US'), addSharedProxies(60, 'VN')])
  })

  it.each(changes)('$path answers as the first time and charges once', async ({ path, body, expired }) => {
    const buyer = await customer(`replay-${path.split('/')[1]}`, 10_000_000)
    const { plan } = await boughtPlan(buyer)
    if (expired) await setPlanEnd(plan._id, Date.now() - DAY_MS, 'expired')
    const first = await callAs(buyer, path, body, 'the-same-key')
    expect(first.status, await first.clone().text()).toBe(200)
    const answer = await first.json()
    const balance = await balanceOf(buyer.id)

    const again = await callAs(buyer, path, body, 'the-same-key')
    expect({ status: again.status, body: await again.json() }).toEqual({ status: 200, body: answer })
    expect(await balanceOf(buyer.id)).toBe(balance)
    await expectBooksBalance(buyer.id)
  })
})
