import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { MyPlan, PlanView } from '../src/contract/plans'
import { expectError } from './accounts'
import { balanceOf } from './money'
import { journal, keyOf, nodeOf, report } from './node-fixtures'
import { addSharedProxies, boughtPlan, type Customer, callAs, customer, myPlan, okJson, seedSharedShop, sharedState } from './plan-fixtures'

describe('managing a plan', () => {
  let buyer: Customer
  let plan: PlanView
  beforeEach(async () => {
    await seedSharedShop()
    await addSharedProxies(55, 'US')
    buyer = await customer('manager', 2_000_000)
    plan = (await boughtPlan(buyer)).plan
  })

  it('sets auth IPs by the rule: one IPv4 a line, 1 to 3, not the old list', async () => {
    for (const authIp of ['', '1.1.1.1\n2.2.2.2\n3.3.3.3\n4.4.4.4', '1.2.3.4\n2001:db8::1', '1.2.3.4,5.6.7.8', '300.1.1.1']) {
      await expectError(callAs(buyer, 'plan/authIp', { authIp }), 400, 'INVALID_IP')
    }
    expect(await okJson(callAs(buyer, 'plan/authIp', { authIp: '203.0.113.7\n198.51.100.2\n' }))).toEqual({
      authIps: ['203.0.113.7', '198.51.100.2'],
    })
    await expectError(callAs(buyer, 'plan/authIp', { authIp: '198.51.100.2\n203.0.113.7' }), 400, 'SAME_OLD_AUTH_IP')
    await expectError(callAs(buyer, 'plan/authIp', { authIp: 7 }), 400, 'INVALID_INPUT')
    expect((await myPlan(buyer)).plan.authIps).toEqual(['203.0.113.7', '198.51.100.2'])
  })

  it('reloads: proxies taken out of service are replaced, the rest kept, for free', async () => {
    const before = await myPlan(buyer)
    const out = before.proxies.slice(0, 5).map((proxy) => proxy._id)
    await env.DB.prepare(
      `UPDATE proxies SET status = 'disabled' WHERE id IN (SELECT proxy_id FROM shared_assignments WHERE id IN (${out.map(() => '?').join(', ')}))`,
    )
      .bind(...out)
      .run()
    expect((await myPlan(buyer)).proxies.filter((proxy) => proxy.disabled)).toHaveLength(5)
    const reloaded = await okJson<MyPlan & { replaced: number }>(callAs(buyer, 'plan/synchronized-plan', {}))
    expect(reloaded.replaced).toBe(5)
    expect(reloaded.proxies).toHaveLength(50)
    expect(reloaded.proxies.some((proxy) => proxy.disabled || out.includes(proxy._id))).toBe(false)
    expect(reloaded.proxies.filter((proxy) => before.proxies.some((kept) => kept._id === proxy._id))).toHaveLength(45)
    expect(await balanceOf(buyer.id)).toBe(1_000_000)

    // With no room left for replacements nothing changes: the plan keeps the proxies it had.
    await env.DB.prepare("UPDATE proxies SET status = 'disabled' WHERE status = 'free'").run()
    await expectError(callAs(buyer, 'plan/synchronized-plan', {}), 400, 'NOT_ENOUGT_PROXY')
    const after = await myPlan(buyer)
    expect(after.proxies.map((proxy) => proxy._id).sort()).toEqual(reloaded.proxies.map((proxy) => proxy._id).sort())
    expect(after.plan.status).toBe('using')
  })

  it('exports the proxies as a file, one a line, in the chosen format', async () => {
    const response = await callAs(buyer, 'plan/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="shared-plan-${plan.username}.txt"`)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const lines = (await response.text()).trimEnd().split('\n')
    expect(lines).toHaveLength(50)
    for (const line of lines) expect(line).toMatch(new RegExp(`^10\\.8\\.\\d+\\.\\d+:1\\d{4}:${plan.username}:${plan.password}$`))
    const socks = (await (await callAs(buyer, 'plan/export?format=socks5')).text()).trimEnd().split('\n')
    expect(socks[0]).toMatch(new RegExp(`^socks5://${plan.username}:${plan.password}@10\\.8\\.\\d+\\.\\d+:2\\d{4}$`))
    await expectError(callAs(buyer, 'plan/export?format=xml'), 400, 'INVALID_INPUT')
  })

  it('pages the purchase log, newest first', async () => {
    await okJson(callAs(buyer, 'plan/increase-bandwidth', { bandwidth: 'advanced' }))
    await okJson(callAs(buyer, 'plan/increase-bandwidth', { bandwidth: 'premium' }))
    const first = await okJson<{ data: { action: string; note: string }[]; total: number }>(callAs(buyer, 'plan/logs?page=1&limit=2'))
    expect(first.total).toBe(3)
    expect(first.data.map((row) => row.action)).toEqual(['increase_bandwidth', 'increase_bandwidth'])
    expect(first.data[0]?.note).toContain('advanced → premium')
    const second = await okJson<{ data: { action: string }[] }>(callAs(buyer, 'plan/logs?page=2&limit=2'))
    expect(second.data.map((row) => row.action)).toEqual(['buy'])
    await expectError(callAs(buyer, 'plan/logs?page=0'), 400, 'INVALID_INPUT')
  })

  it("shows as bandwidth used what the plan's nodes report with their own key", async () => {
    const [proxy] = (await myPlan(buyer)).proxies
    const row = await env.DB.prepare('SELECT proxy_id AS id FROM shared_assignments WHERE id = ?').bind(proxy?._id).first<{ id: string }>()
    const key = await keyOf(await nodeOf(row?.id ?? ''))
    const MB = 1024 ** 2
    const batch = journal()
    const used = (seq: number, mb: number) =>
      batch(seq, [{ proxyId: row?.id ?? '', owner: 'plan', ownerId: plan._id, up: 0, down: mb * MB }])
    await expectError(report('wrong', used(1, 10)), 409, 'PERMISSION_DENIED')
    await expectError(callAs(buyer, 'sub-server/usage', used(1, 10)), 409, 'PERMISSION_DENIED')
    expect(await okJson(report(key, used(1, 1200)))).toEqual({ seq: 1, duplicate: false })
    expect(await okJson(report(key, used(2, 300)))).toEqual({ seq: 2, duplicate: false })
    expect(await okJson(report(key, used(2, 300)))).toEqual({ seq: 2, duplicate: true })
    expect((await myPlan(buyer)).plan).toMatchObject({ bandwidthUsedMb: 1500, bandwidthTotalGb: 500 })
    expect(await sharedState()).toMatchObject({ ledgerRows: 2 })
  })
})
