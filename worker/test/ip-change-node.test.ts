import { env } from 'cloudflare:workers'
import ipaddr from 'ipaddr.js'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChangeIpAnswer } from '../src/contract/bought-proxies'
import { jobs, runScheduled } from '../src/jobs/scheduled'
import { expectError } from './accounts'
import { changeIp, holdings, liveSocket, noticesOf } from './ip-change-fixtures'
import { entryOf, feedOf, heartbeat, keyOf, nodeOf, sendBeat } from './node-fixtures'
import { addProxies, bought, type Customer, choice, customer, okJson, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

/** Every exit of a node's proxies, by proxy id. */
async function exitsOf(node: string): Promise<Map<string, string>> {
  const { results } = await env.DB.prepare('SELECT id, exit_address AS exit FROM proxies WHERE sub_server_id = ?')
    .bind(node)
    .all<{ id: string; exit: string }>()
  return new Map(results.map((row) => [row.id, row.exit]))
}
const statusOf = async (id: string) =>
  env.DB.prepare('SELECT ip_change_status AS status, ip_changed_at AS changedAt FROM bought_proxies WHERE id = ?')
    .bind(id)
    .first<{ status: string; changedAt: number | null }>()

describe('changing the IP of a proxy on a node that runs the node program', () => {
  let buyer: Customer
  let node: string
  let key: string
  beforeEach(async () => {
    await addProxies(6, 'VN')
    buyer = await customer('changer', 1_000_000)
    await bought(buyer, choice({ amount: 1 }))
    node = await nodeOf((await holdings(buyer.id))[0]?.proxyId ?? '')
    key = await keyOf(node)
    // The node reported once: from now on its changes wait for it.
    await sendBeat(key, heartbeat((await feedOf(node)).version))
  })

  it("swaps an IPv4 exit with a free proxy's on the same node; the customer's host, ports and login stay; 'changing' until the node serves it", async () => {
    const [held] = await holdings(buyer.id)
    if (!held) throw new Error('nothing bought')
    const before = await exitsOf(node)
    const socket = await liveSocket(buyer.token)
    expect(await okJson<ChangeIpAnswer>(changeIp(buyer, [held.id]))).toEqual({ results: [{ id: held.id, ok: true }] })

    const [after] = await holdings(buyer.id)
    expect(after).toMatchObject({ proxyId: held.proxyId, host: held.host, username: held.username, password: held.password })
    expect(after?.exitAddress).not.toBe(held.exitAddress)
    const exits = await exitsOf(node)
    // One free proxy took the old exit; the set of exits is the same, each used once.
    expect([...exits.values()].sort()).toEqual([...before.values()].sort())
    const partner = [...exits].find(([, exit]) => exit === held.exitAddress)?.[0]
    expect(before.get(partner ?? '')).toBe(after?.exitAddress)
    expect((await statusOf(held.id))?.status).toBe('changing')
    await expectError(changeIp(buyer, [held.id]), 400, 'RESET_TOO_FAST')

    // The feed carries it; a heartbeat of an older version completes nothing, one of this version does.
    const feed = await feedOf(node)
    expect(entryOf(feed, held.proxyId)).toMatchObject({ exitAddress: after?.exitAddress, listenHost: held.host })
    await sendBeat(key, heartbeat(String(Number(feed.version) - 1)))
    expect((await statusOf(held.id))?.status).toBe('changing')
    const applied = Date.now()
    await sendBeat(key, heartbeat(feed.version))
    expect(await statusOf(held.id)).toEqual({ status: 'changed', changedAt: expect.any(Number) })
    expect((await statusOf(held.id))?.changedAt).toBeGreaterThanOrEqual(applied)
    const notices = await noticesOf(socket, 2)
    expect(notices.map((notice) => [notice.ids, notice.ipChangeStatus])).toEqual([
      [[held.id], 'changing'],
      [[held.id], 'changed'],
    ])
    socket.ws.close()
  })

  it('answers NOT_ENOUGT_PROXY when the node has no free proxy of the product, even if another node has', async () => {
    await addProxies(3, 'VN')
    await env.DB.prepare("UPDATE proxies SET status = 'disabled' WHERE sub_server_id = ? AND status = 'free'").bind(node).run()
    const [held] = await holdings(buyer.id)
    expect(await okJson<ChangeIpAnswer>(changeIp(buyer, [held?.id ?? '']))).toEqual({
      results: [{ id: held?.id, ok: false, code: 'NOT_ENOUGT_PROXY' }],
    })
    expect(await statusOf(held?.id ?? '')).toEqual({ status: 'idle', changedAt: null })
    expect((await holdings(buyer.id))[0]?.exitAddress).toBe(held?.exitAddress)
  })

  it('draws an IPv6 exit from the node prefix, a new one each time', async () => {
    const [held] = await holdings(buyer.id)
    if (!held) throw new Error('nothing bought')
    await env.DB.batch([
      env.DB.prepare("UPDATE sub_servers SET ipv6_prefix = 'fd00:7696::/64' WHERE id = ?").bind(node),
      env.DB.prepare("UPDATE proxies SET ip_version = 'ipv6', exit_address = 'fd00:7696::10' WHERE id = ?").bind(held.proxyId),
    ])
    const drawn: string[] = []
    for (let round = 0; round < 3; round++) {
      expect(await okJson<ChangeIpAnswer>(changeIp(buyer, [held.id]))).toEqual({ results: [{ id: held.id, ok: true }] })
      const exit = (await holdings(buyer.id))[0]?.exitAddress ?? ''
      expect(ipaddr.IPv6.parse(exit).match(ipaddr.IPv6.parseCIDR('fd00:7696::/64'))).toBe(true)
      drawn.push(exit)
      await sendBeat(key, heartbeat((await feedOf(node)).version))
      await env.DB.prepare('UPDATE bought_proxies SET ip_changed_at = ip_changed_at - 61000 WHERE id = ?').bind(held.id).run()
    }
    expect(new Set(['fd00:7696::10', ...drawn]).size).toBe(4)
    // The free proxies kept their exits: nothing was swapped.
    expect([...(await exitsOf(node)).values()].filter((exit) => exit.startsWith('fd00'))).toHaveLength(1)
  })

  it('never gives two proxies one exit under 30 concurrent changes, and the cron leaves changes waiting for the node alone', async () => {
    const more = await customer('many', 5_000_000)
    await env.DB.prepare(
      `INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password, country_code, ip_version, ip_mode, kind, status, created_at, updated_at)
        SELECT 'extra-' || value, ?1, '10.77.' || (value / 200) || '.' || (value % 200 + 2), 30000 + value, 40000 + value, 'x' || value, 'y' || value,
          'VN', 'ipv4', 'static', 'private', 'free', ?2, ?2 FROM json_each(?3)`,
    )
      .bind(node, Date.now(), JSON.stringify(Array.from({ length: 60 }, (_, at) => at)))
      .run()
    await bought(more, choice({ amount: 30 }))
    const held = await holdings(more.id)
    expect(held).toHaveLength(30)
    const answers = await Promise.all(held.map((one) => okJson<ChangeIpAnswer>(changeIp(more, [one.id]))))
    expect(answers.flatMap((answer) => answer.results).filter((result) => result.ok)).toHaveLength(30)
    const exits = [...(await exitsOf(node)).values()]
    expect(new Set(exits).size).toBe(exits.length)
    const after = await holdings(more.id)
    expect(after.every((one, at) => one.exitAddress !== held[at]?.exitAddress && one.proxyId === held[at]?.proxyId)).toBe(true)

    // Ten minutes on, the node still has not reported: the cron neither redoes nor rolls back these changes.
    await runScheduled(
      env,
      Date.now() + 10 * 60_000,
      jobs.filter((job) => job.name === 'ip-auto-change'),
    )
    expect((await holdings(more.id)).map((one) => [one.ipChangeStatus, one.exitAddress])).toEqual(
      after.map((one) => ['changing', one.exitAddress]),
    )
  })
})
