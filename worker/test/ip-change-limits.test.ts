import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChangeIpAnswer } from '../src/contract/bought-proxies'
import { expectError } from './accounts'
import { changeIp, expectOneHolderEach, holdings, insertHoldings } from './ip-change-fixtures'
import { addProxies, bought, choice, customer, days, okJson, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const freeCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM proxies WHERE status = 'free'").first<{ n: number }>())?.n ?? 0

describe('limits of IP changes', () => {
  // The test configuration gives the 200 a day instead of a minute (worker/vitest.config.ts), so no refill
  // between the calls blurs the count: the limit is what this test is about, not its window.
  it('lets an account ask for at most 200 changes in the window (GET_IP_TOO_FAST), counting only calls it accepted', async () => {
    const buyer = await customer('many', 0)
    const specs = Array.from({ length: 260 }, (_, at) => ({
      host: `10.20.${Math.floor(at / 250)}.${(at % 250) + 1}`,
      httpPort: 8000,
      socksPort: null,
      username: `u${at}`,
      password: `Password${at}`,
      expiresAt: Date.now() + days(30),
    }))
    const ids = await insertHoldings(buyer.id, specs)
    await addProxies(300, 'VN')
    await expectError(changeIp(buyer, ids.slice(0, 201)), 400, 'GET_IP_TOO_FAST')
    const first = await okJson<ChangeIpAnswer>(changeIp(buyer, ids.slice(0, 150)))
    expect(first.results.filter((result) => result.ok)).toHaveLength(150)
    await expectError(changeIp(buyer, ids.slice(150, 201)), 400, 'GET_IP_TOO_FAST')
    const second = await okJson<ChangeIpAnswer>(changeIp(buyer, ids.slice(150, 200)))
    expect(second.results.filter((result) => result.ok)).toHaveLength(50)
    await expectError(changeIp(buyer, ids.slice(200, 201)), 400, 'GET_IP_TOO_FAST')
    const changed = (await holdings(buyer.id)).filter((held) => held.ipChangeStatus === 'changed')
    expect(changed).toHaveLength(200)
    await expectOneHolderEach()
  }, 90_000)

  it('never gives one address two holders: 30 concurrent changes for 10 free addresses', async () => {
    await addProxies(40, 'VN')
    const buyer = await customer('racer', 10_000_000)
    await bought(buyer, choice({ amount: 30 }))
    const ids = (await holdings(buyer.id)).map((held) => held.id)
    expect(await freeCount()).toBe(10)

    const before = await holdings(buyer.id)
    const answers = await Promise.all(ids.map((id) => okJson<ChangeIpAnswer>(changeIp(buyer, [id]))))
    const results = answers.flatMap((answer) => answer.results)
    // An address a change gave up is free for the next one: at least the 10 free ones were taken, maybe more.
    const moved = results.filter((result) => result.ok).map((result) => result.id)
    expect(moved.length).toBeGreaterThanOrEqual(10)
    expect(results.filter((result) => !result.ok).map((result) => result.code)).toEqual(Array(30 - moved.length).fill('NOT_ENOUGT_PROXY'))
    await expectOneHolderEach()
    const after = await holdings(buyer.id)
    expect(new Set(after.map((held) => held.proxyId)).size).toBe(30)
    for (const held of after) {
      const was = before.find((row) => row.id === held.id)
      expect([held.ipChangeStatus, held.proxyId !== was?.proxyId]).toEqual(moved.includes(held.id) ? ['changed', true] : ['idle', false])
    }
    expect(await freeCount()).toBe(10)
  })

  it('changes a proxy once when 30 calls ask for it at the same time; the others hear RESET_TOO_FAST', async () => {
    await addProxies(40, 'VN')
    const buyer = await customer('clicker', 1_000_000)
    await bought(buyer, choice({ amount: 1 }))
    const [held] = await holdings(buyer.id)
    if (!held) throw new Error('nothing bought')
    const answers = await Promise.all(Array.from({ length: 30 }, () => changeIp(buyer, [held.id])))
    const bodies = await Promise.all(answers.map(async (answer) => ({ status: answer.status, body: await answer.json() })))
    expect(bodies.filter((answer) => answer.status === 200)).toEqual([{ status: 200, body: { results: [{ id: held.id, ok: true }] } }])
    expect(bodies.filter((answer) => answer.status !== 200)).toEqual(Array(29).fill({ status: 400, body: { message: 'RESET_TOO_FAST' } }))
    await expectOneHolderEach()
    expect(await freeCount()).toBe(39)
  })
})
