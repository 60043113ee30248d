import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { SHARED_PROXY_CAPACITY } from '../src/contract/plans'
import { expectError } from './accounts'
import { balanceOf, expectBooksBalance } from './money'
import { addSharedProxies, boughtPlan, busiestProxy, callAs, customer, planChoice, seedSharedShop, sharedState } from './plan-fixtures'

describe('the capacity of shared proxies', () => {
  beforeEach(async () => {
    await seedSharedShop()
    // 50 proxies serve 5 owners each: room for exactly 5 plans of 50.
    await addSharedProxies(50, 'US')
  })

  it('30 buyers racing for the last room: exactly the room is sold, the others keep their money', async () => {
    for (const name of ['early-1', 'early-2', 'early-3']) await boughtPlan(await customer(name, 2_000_000))
    const racers = await Promise.all(Array.from({ length: 30 }, (_, at) => customer(`racer-${at}`, 2_000_000)))
    const answers = await Promise.all(racers.map((racer) => callAs(racer, 'plan/create', planChoice(), `race-${racer.id}`)))
    const codes = await Promise.all(
      answers.map(async (answer) => (answer.status === 200 ? 'OK' : ((await answer.json()) as { message: string }).message)),
    )
    expect(codes.filter((code) => code === 'OK')).toHaveLength(SHARED_PROXY_CAPACITY - 3)
    expect(codes.filter((code) => code !== 'OK')).toEqual(Array(30 - (SHARED_PROXY_CAPACITY - 3)).fill('NOT_ENOUGT_PROXY'))
    for (const [at, racer] of racers.entries()) {
      expect(await balanceOf(racer.id)).toBe(codes[at] === 'OK' ? 1_000_000 : 2_000_000)
      await expectBooksBalance(racer.id)
    }
    expect(await busiestProxy()).toBe(SHARED_PROXY_CAPACITY)
    expect(await sharedState()).toMatchObject({ plans: SHARED_PROXY_CAPACITY, liveAssignments: 50 * SHARED_PROXY_CAPACITY, soldProxies: 0 })
  }, 60_000)

  it('counts trials against the room', async () => {
    for (const name of ['a', 'b', 'c', 'd']) await boughtPlan(await customer(name, 2_000_000))
    const trier = await customer('trier')
    expect((await callAs(trier, 'trial/create', {})).status).toBe(200)
    // The trial took the last room on 10 proxies: 40 are left, too few for a plan of 50.
    await expectError(callAs(await customer('late', 2_000_000), 'plan/create', planChoice()), 400, 'NOT_ENOUGT_PROXY')
    expect(await busiestProxy()).toBe(SHARED_PROXY_CAPACITY)
  }, 20_000)

  it('never gives one plan the same proxy twice: 100 proxies need 100 of them', async () => {
    await expectError(callAs(await customer('e', 5_000_000), 'plan/create', planChoice({ amount: 100 })), 400, 'NOT_ENOUGT_PROXY')
    expect(await sharedState()).toMatchObject({ plans: 0, liveAssignments: 0 })
  })

  it('leaves disabled and private inventory alone', async () => {
    await addSharedProxies(50, 'US', 'private')
    const disabled = await addSharedProxies(10, 'US')
    await env.DB.prepare(`UPDATE proxies SET status = 'disabled' WHERE id IN (${disabled.map(() => '?').join(', ')})`)
      .bind(...disabled)
      .run()
    // 50 shared proxies in service: a plan of 100 cannot use the private or the disabled ones.
    await expectError(callAs(await customer('f', 5_000_000), 'plan/create', planChoice({ amount: 100 })), 400, 'NOT_ENOUGT_PROXY')
    const { plan } = await boughtPlan(await customer('g', 5_000_000))
    expect(plan.amount).toBe(50)
  })
})
