import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TrialView } from '../src/contract/plans'
import { feedOf, nodeOf } from './node-fixtures'
import { addSharedProxies, boughtPlan, callAs, customer, okJson, seedSharedShop, setPlanEnd } from './plan-fixtures'

type Owner = {
  owner: 'plan' | 'trial'
  username: string
  password: string
  authIps: string[]
  expiresAt: number
  allowanceBytes: number | null
}

describe('the feed of shared proxies', () => {
  let node: string
  beforeEach(async () => {
    await seedSharedShop()
    const ids = await addSharedProxies(60, 'US')
    node = await nodeOf(ids[0] ?? '')
  })

  it('lets in the inventory login and every plan and trial assigned to a proxy, with their auth IPs; an expired plan is refused, not dropped', async () => {
    const planner = await customer('planner', 2_000_000)
    const { plan } = await boughtPlan(planner)
    await okJson(callAs(planner, 'plan/authIp', { authIp: '203.0.113.7\n198.51.100.2' }))
    const trier = await customer('trier')
    const trial = await okJson<TrialView>(callAs(trier, 'trial/create', {}))
    await okJson(callAs(trier, 'trial/authIp', { authIp: '192.0.2.44' }))

    const allowance = plan.bandwidthTotalGb === null ? null : plan.bandwidthTotalGb * 1024 ** 3
    const owners: Record<string, Owner> = {
      [plan._id]: {
        owner: 'plan',
        username: plan.username,
        password: plan.password,
        authIps: ['203.0.113.7', '198.51.100.2'],
        expiresAt: plan.expiresAt,
        allowanceBytes: allowance,
      },
      [trial._id]: {
        owner: 'trial',
        username: trial.username,
        password: trial.password,
        authIps: ['192.0.2.44'],
        expiresAt: trial.expiresAt,
        allowanceBytes: null,
      },
    }
    const expected = async (refusals: Record<string, string | null>) => {
      const { results: proxies } = await env.DB.prepare(
        'SELECT id, host, http_port AS httpPort, socks_port AS socksPort FROM proxies WHERE sub_server_id = ? ORDER BY id',
      )
        .bind(node)
        .all<{ id: string; host: string; httpPort: number; socksPort: number }>()
      const { results: assigned } = await env.DB.prepare(
        'SELECT owner_id AS owner, proxy_id AS proxy FROM shared_assignments WHERE released = 0',
      ).all<{ owner: string; proxy: string }>()
      return proxies.map(({ id, host, ...ports }) => {
        const here = assigned
          .filter((row) => row.proxy === id)
          .map((row) => ({ ownerId: row.owner, ...(owners[row.owner] as Owner) }))
          .sort((a, b) => a.username.localeCompare(b.username))
        const inventory = {
          owner: 'inventory',
          ownerId: id,
          username: 'node',
          password: 'node',
          authIps: [],
          expiresAt: null,
          allowanceBytes: null,
          refusal: null,
        }
        return {
          id,
          listenHost: host,
          ...ports,
          exitAddress: host,
          ipVersion: 'ipv4',
          access: [inventory, ...here.map((owner) => ({ ...owner, refusal: refusals[owner.ownerId] ?? null }))],
        }
      })
    }

    const feed = await feedOf(node)
    expect(feed.proxies).toEqual(await expected({}))
    const shared = await env.DB.prepare('SELECT COUNT(DISTINCT proxy_id) AS n FROM shared_assignments WHERE released = 0').first<{
      n: number
    }>()
    expect(feed.proxies.filter((proxy) => proxy.access.length > 1)).toHaveLength(shared?.n ?? -1)
    expect(shared?.n).toBeGreaterThanOrEqual(50)

    // A plan past its end is refused as expired (its proxies are kept 3 days for a renewal).
    const ended = Date.now() - 1000
    await setPlanEnd(plan._id, ended, 'expired')
    owners[plan._id] = { ...(owners[plan._id] as Owner), expiresAt: ended }
    const after = await feedOf(node)
    expect(after.proxies).toEqual(await expected({ [plan._id]: 'expired' }))
    expect(Number(after.version)).toBeGreaterThan(Number(feed.version))
  })
})
