import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { NodeCredentials } from '../src/nodes/credential-feed'
import { expectError } from './accounts'
import { changeIp, holdings, inventoryRow } from './ip-change-fixtures'
import { entryOf, feedOf, NODE_KEY, nodeOf, poll } from './node-credentials-fixtures'
import { addProxies, bought, type Customer, choice, customer, customerCall, okJson, seedCatalogue } from './order-fixtures'

describe('the nodes credential feed', () => {
  let buyer: Customer
  let node: string
  beforeEach(async () => {
    await seedCatalogue()
    await addProxies(5, 'VN')
    buyer = await customer('holder', 1_000_000)
    await bought(buyer, choice({ amount: 2 }))
    node = await nodeOf((await holdings(buyer.id))[0]?.proxyId ?? '')
  })

  it('lists each proxy of the node with the logins it lets in: the holder of a sold one, the inventory login of a free one', async () => {
    const held = await holdings(buyer.id)
    const [first, second] = held
    if (!first || !second) throw new Error('nothing bought')
    await okJson(
      customerCall(
        buyer,
        'bought-proxy/auth-ip',
        { listBoughtProxyId: [first.id], authIp: '203.0.113.7\n198.51.100.2' },
        { method: 'PUT' },
      ),
    )
    const { results: all } = await env.DB.prepare(
      'SELECT id, host, http_port, socks_port, username, password, status FROM proxies WHERE sub_server_id = ? ORDER BY host, http_port',
    )
      .bind(node)
      .all<{ id: string; host: string; http_port: number; socks_port: number; username: string; password: string; status: string }>()
    const disabled = all.find((row) => row.status === 'free')
    await env.DB.prepare("UPDATE proxies SET status = 'disabled' WHERE id = ?").bind(disabled?.id).run()

    const feed = await feedOf(node)
    const expected = all
      .filter((row) => row.id !== disabled?.id)
      .map((row) => {
        const holder = held.find((one) => one.proxyId === row.id)
        const address = { host: row.host, httpPort: row.http_port, socksPort: row.socks_port }
        if (!holder) return { ...address, logins: [{ username: row.username, password: row.password }], authIps: [] }
        const authIps = holder.id === first.id ? ['198.51.100.2', '203.0.113.7'] : []
        return { ...address, logins: [{ username: holder.username, password: holder.password }], authIps }
      })
    expect(feed).toEqual({ subServerId: node, version: expect.any(String), proxies: expected })
    expect(feed.proxies).toHaveLength(4)
  })

  it('answers 304 to the copy a node has (ETag), and a new version once a password changes', async () => {
    const first = await poll(node)
    const etag = first.headers.get('etag')
    const { version } = (await first.json()) as NodeCredentials
    expect(etag).toBe(`"${version}"`)
    const unchanged = await poll(node, { 'x-node-key': NODE_KEY, 'if-none-match': etag ?? '' })
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers.get('etag')).toBe(etag)
    expect(await unchanged.text()).toBe('')

    const [held] = await holdings(buyer.id)
    if (!held) throw new Error('nothing bought')
    await okJson(
      customerCall(buyer, 'bought-proxy/change-password', { listBoughtProxyId: [held.id], password: 'NewSecret2026' }, { method: 'PUT' }),
    )
    const changed = await poll(node, { 'x-node-key': NODE_KEY, 'if-none-match': etag ?? '' })
    expect(changed.status).toBe(200)
    const feed = (await changed.json()) as NodeCredentials
    expect(feed.version).not.toBe(version)
    expect((await entryOf(feed, held.proxyId))?.logins).toEqual([{ username: held.username, password: 'NewSecret2026' }])
  })

  it('follows an IP change: the new address lets the customer in, the old one only its new inventory login', async () => {
    const [held] = await holdings(buyer.id)
    if (!held) throw new Error('nothing bought')
    await okJson(changeIp(buyer, [held.id]))
    const [moved] = (await holdings(buyer.id)).filter((row) => row.id === held.id)
    const oldAddress = await inventoryRow(held.proxyId)
    const feed = await feedOf(node)
    expect((await entryOf(feed, moved?.proxyId ?? ''))?.logins).toEqual([{ username: held.username, password: held.password }])
    // The old address keeps its inventory username, under a new password the customer never had.
    expect((await entryOf(feed, held.proxyId))?.logins).toEqual([{ username: oldAddress?.username, password: oldAddress?.password }])
    expect(oldAddress?.password).not.toBe(held.password)
    expect(oldAddress?.password).toMatch(/^[A-Za-z0-9]{12}$/)
  })

  it('needs the node key, and is off while the Worker has none', async () => {
    await expectError(poll(node, {}), 409, 'PERMISSION_DENIED')
    await expectError(poll(node, { 'x-node-key': 'wrong' }), 409, 'PERMISSION_DENIED')
    await expectError(poll(node, { 'x-node-key': NODE_KEY }, ''), 409, 'PERMISSION_DENIED')
    await expectError(poll(node, { 'x-node-key': '' }, ''), 409, 'PERMISSION_DENIED')
    await expectError(poll('no-such-node'), 404, 'NOT_FOUND')
    await expectError(poll(''), 400, 'INVALID_INPUT')
  })
})
