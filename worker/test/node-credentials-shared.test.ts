import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TrialView } from '../src/contract/plans'
import { feedOf, nodeOf } from './node-credentials-fixtures'
import { addSharedProxies, boughtPlan, callAs, customer, okJson, seedSharedShop, setPlanEnd } from './plan-fixtures'

type Owner = { username: string; password: string; authIps: string[] }

describe('the credential feed of shared proxies', () => {
  let node: string
  beforeEach(async () => {
    await seedSharedShop()
    const ids = await addSharedProxies(60, 'US')
    node = await nodeOf(ids[0] ?? '')
  })

  it('lets in the inventory login and every running plan and trial assigned to a proxy, with their auth IPs', async () => {
    const planner = await customer('planner', 2_000_000)
    const { plan } = await boughtPlan(planner)
    await okJson(callAs(planner, 'plan/authIp', { authIp: '203.0.113.7\n198.51.100.2' }))
    const trier = await customer('trier')
    const trial = await okJson<TrialView>(callAs(trier, 'trial/create', {}))
    await okJson(callAs(trier, 'trial/authIp', { authIp: '192.0.2.44' }))

    const owners: Record<string, Owner> = {
      [plan._id]: { username: plan.username, password: plan.password, authIps: ['198.51.100.2', '203.0.113.7'] },
      [trial._id]: { username: trial.username, password: trial.password, authIps: ['192.0.2.44'] },
    }
    const expected = async (running: string[]) => {
      const { results: proxies } = await env.DB.prepare(
        'SELECT id, host, http_port AS httpPort, socks_port AS socksPort FROM proxies WHERE sub_server_id = ? ORDER BY host, http_port',
      )
        .bind(node)
        .all<{ id: string; host: string; httpPort: number; socksPort: number }>()
      const { results: assigned } = await env.DB.prepare(
        'SELECT owner_id AS owner, proxy_id AS proxy FROM shared_assignments WHERE released = 0',
      ).all<{
        owner: string
        proxy: string
      }>()
      return proxies.map(({ id, ...address }) => {
        const here = assigned
          .filter((row) => row.proxy === id && running.includes(row.owner))
          .map((row) => owners[row.owner] as Owner)
          .sort((a, b) => a.username.localeCompare(b.username))
        return {
          ...address,
          logins: [{ username: 'node', password: 'node' }, ...here.map(({ username, password }) => ({ username, password }))],
          authIps: [...new Set(here.flatMap((owner) => owner.authIps))].sort(),
        }
      })
    }

    const feed = await feedOf(node)
    expect(feed.proxies).toEqual(await expected([plan._id, trial._id]))
    const shared = await env.DB.prepare('SELECT COUNT(DISTINCT proxy_id) AS n FROM shared_assignments WHERE released = 0').first<{
      n: number
    }>()
    expect(feed.proxies.filter((proxy) => proxy.logins.length > 1)).toHaveLength(shared?.n ?? -1)
    expect(shared?.n).toBeGreaterThanOrEqual(50)

    // A plan past its end no longer gets in (its proxies are kept 3 days for a renewal).
    await setPlanEnd(plan._id, Date.now() - 1000, 'expired')
    const after = await feedOf(node)
    expect(after.proxies).toEqual(await expected([trial._id]))
    expect(after.version).not.toBe(feed.version)
  })
})
