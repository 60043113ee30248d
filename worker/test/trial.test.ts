import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { TRIAL_AMOUNT, TRIAL_MS, type TrialView } from '../src/contract/plans'
import { expectError } from './accounts'
import {
  addSharedProxies,
  type Customer,
  callAs,
  customer,
  ledgerRows,
  myTrial,
  okJson,
  seedSharedShop,
  sharedState,
} from './plan-fixtures'

describe('the free trial', () => {
  let trier: Customer
  beforeEach(async () => {
    await seedSharedShop()
    trier = await customer('trier')
  })

  it('gives 10 US shared proxies for an hour, once, free of charge', async () => {
    await Promise.all([addSharedProxies(12, 'US'), addSharedProxies(20, 'VN')])
    expect(await myTrial(trier)).toBeNull()
    const trial = await okJson<TrialView>(callAs(trier, 'trial/create', {}))
    expect(trial).toMatchObject({ countryCode: 'US', amount: TRIAL_AMOUNT, status: 'trying', authIps: [] })
    expect(trial.expiresAt - trial.createdAt).toBe(TRIAL_MS)
    expect(trial.username).toMatch(/^st[a-z0-9]{10}$/)
    expect(trial.proxies).toHaveLength(TRIAL_AMOUNT)
    expect(trial.proxies.every((proxy) => proxy.countryCode === 'US')).toBe(true)
    expect(await myTrial(trier)).toEqual(trial)
    expect(await ledgerRows(trier.id)).toEqual([])

    await expectError(callAs(trier, 'trial/create', {}), 400, 'ALREADY_USE_TRIAL')
    await env.DB.prepare("UPDATE trials SET status = 'expired', expires_at = 0").run()
    await expectError(callAs(trier, 'trial/create', { countryCode: 'US' }), 400, 'ALREADY_USE_TRIAL')
    expect(await myTrial(trier)).toMatchObject({ status: 'expired', proxies: [] })
  })

  it('is for US proxies only', async () => {
    await addSharedProxies(20, 'VN')
    await addSharedProxies(10, 'US')
    for (const countryCode of ['VN', 'JP', '', 'USA']) {
      await expectError(callAs(trier, 'trial/create', { countryCode }), 400, 'TEST_ON_USA_PROXY')
    }
    await expectError(callAs(trier, 'trial/create', { countryCode: 1 }), 400, 'INVALID_INPUT')
    expect((await okJson<TrialView>(callAs(trier, 'trial/create', { countryCode: 'us' }))).countryCode).toBe('US')
  })

  it('starts once when asked twice at once, and not at all when the US has too few proxies', async () => {
    await addSharedProxies(9, 'US')
    await expectError(callAs(trier, 'trial/create', {}), 400, 'NOT_ENOUGT_PROXY')
    expect(await sharedState()).toMatchObject({ trials: 0, liveAssignments: 0 })
    await addSharedProxies(20, 'US')
    const answers = await Promise.all([callAs(trier, 'trial/create', {}), callAs(trier, 'trial/create', {})])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(await sharedState()).toMatchObject({ trials: 1, liveAssignments: TRIAL_AMOUNT })
  })

  it('sets auth IPs by the rule while the trial runs', async () => {
    await addSharedProxies(10, 'US')
    await expectError(callAs(trier, 'trial/authIp', { authIp: '1.2.3.4' }), 404, 'NOT_FOUND')
    await okJson(callAs(trier, 'trial/create', {}))
    await expectError(callAs(trier, 'trial/authIp', { authIp: '2001:db8::1' }), 400, 'INVALID_IP')
    await expectError(callAs(trier, 'trial/authIp', { authIp: '\n' }), 400, 'INVALID_IP')
    expect(await okJson(callAs(trier, 'trial/authIp', { authIp: '192.0.2.10' }))).toEqual({ authIps: ['192.0.2.10'] })
    await expectError(callAs(trier, 'trial/authIp', { authIp: '192.0.2.10' }), 400, 'SAME_OLD_AUTH_IP')
    expect((await myTrial(trier))?.authIps).toEqual(['192.0.2.10'])
    await env.DB.prepare('UPDATE trials SET expires_at = 0').run()
    await expectError(callAs(trier, 'trial/authIp', { authIp: '192.0.2.11' }), 400, 'ORDER_EXPIRED')
  })

  it("is the user's own: others see none", async () => {
    await addSharedProxies(10, 'US')
    await okJson(callAs(trier, 'trial/create', {}))
    const other = await customer('other-trier')
    expect(await myTrial(other)).toBeNull()
    await expectError(callAs(other, 'trial/authIp', { authIp: '192.0.2.10' }), 404, 'NOT_FOUND')
  })
})
