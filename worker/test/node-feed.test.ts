import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import type { NodeFeed } from '../src/contract/node-feed'
import { NodeFeed as NodeFeedSchema } from '../src/contract/node-feed'
import { expectError } from './accounts'
import { changeIp, holdings, inventoryRow } from './ip-change-fixtures'
import { entryOf, feedOf, keyOf, nodeOf, pull } from './node-fixtures'
import { addProxies, bought, type Customer, choice, customer, customerCall, okJson, seedCatalogue } from './order-fixtures'

describe("a node's feed", () => {
  let buyer: Customer
  let node: string
  beforeEach(async () => {
    await seedCatalogue()
    await addProxies(5, 'VN')
    buyer = await customer('holder', 1_000_000)
    await bought(buyer, choice({ amount: 2 }))
    node = await nodeOf((await holdings(buyer.id))[0]?.proxyId ?? '')
  })

  it('lists every proxy of the node with its ports, exit address and who may use it: the holder of a sold one, the inventory login of a free one', async () => {
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
      `SELECT id, host, http_port, socks_port, exit_address, username, password, status FROM proxies WHERE sub_server_id = ? ORDER BY id`,
    )
      .bind(node)
      .all<{
        id: string
        host: string
        http_port: number
        socks_port: number
        exit_address: string
        username: string
        password: string
        status: string
      }>()
    const disabled = all.find((row) => row.status === 'free')
    await env.DB.prepare("UPDATE proxies SET status = 'disabled' WHERE id = ?").bind(disabled?.id).run()

    const feed = await feedOf(node)
    expect(v.is(NodeFeedSchema, feed)).toBe(true)
    const expected = all.map((row) => {
      const holder = held.find((one) => one.proxyId === row.id)
      const address = {
        id: row.id,
        listenHost: row.host,
        httpPort: row.http_port,
        socksPort: row.socks_port,
        exitAddress: row.host,
        ipVersion: 'ipv4',
      }
      const access = holder
        ? [
            {
              owner: 'private',
              ownerId: holder.id,
              username: holder.username,
              password: holder.password,
              authIps: holder.id === first.id ? ['203.0.113.7', '198.51.100.2'] : [],
              expiresAt: holder.expiresAt,
              // The test shop's basic tier: 100 GB a month.
              allowanceBytes: 100 * 1024 ** 3,
              refusal: null,
            },
          ]
        : row.id === disabled?.id
          ? []
          : [
              {
                owner: 'inventory',
                ownerId: row.id,
                username: row.username,
                password: row.password,
                authIps: [],
                expiresAt: null,
                allowanceBytes: null,
                refusal: null,
              },
            ]
      return { ...address, access }
    })
    expect(feed).toEqual({
      subServerId: node,
      version: expect.stringMatching(/^\d+$/),
      generatedAt: expect.any(Number),
      pollSeconds: 15,
      ipv6Prefix: null,
      countedUsage: null,
      proxies: expected,
    })
    expect(feed.proxies).toHaveLength(5)
    // Outside proxies leave from their own address.
    expect(all.every((row) => row.exit_address === row.host)).toBe(true)
  })

  it('answers 304 to the copy a node has (ETag), and a higher version once a password changes', async () => {
    const key = await keyOf(node)
    const first = await pull(key)
    const etag = first.headers.get('etag') ?? ''
    const { version } = (await first.json()) as NodeFeed
    expect(etag).toBe(`"${version}"`)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const unchanged = await pull(key, etag)
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers.get('etag')).toBe(etag)
    expect(await unchanged.text()).toBe('')

    const [held] = await holdings(buyer.id)
    if (!held) throw new Error('nothing bought')
    await okJson(
      customerCall(buyer, 'bought-proxy/change-password', { listBoughtProxyId: [held.id], password: 'NewSecret2026' }, { method: 'PUT' }),
    )
    const changed = await pull(key, etag)
    expect(changed.status).toBe(200)
    const feed = (await changed.json()) as NodeFeed
    expect(Number(feed.version)).toBeGreaterThan(Number(version))
    expect(entryOf(feed, held.proxyId)?.access).toEqual([expect.objectContaining({ username: held.username, password: 'NewSecret2026' })])
    // Nothing changed since: the new copy is current again.
    expect((await pull(key, `"${feed.version}"`)).status).toBe(304)
  })

  it('grows only the version of the node whose feed changed', async () => {
    await addProxies(2, 'VN')
    const other = (await env.DB.prepare('SELECT id FROM sub_servers WHERE id <> ?').bind(node).first<{ id: string }>())?.id ?? ''
    const before = await feedOf(other)
    const [held] = await holdings(buyer.id)
    await okJson(customerCall(buyer, 'bought-proxy/auth-ip', { listBoughtProxyId: [held?.id], authIp: '203.0.113.9' }, { method: 'PUT' }))
    expect((await pull(await keyOf(other), `"${before.version}"`)).status).toBe(304)
    expect(entryOf(await feedOf(node), held?.proxyId ?? '')?.access[0]?.authIps).toEqual(['203.0.113.9'])
  })

  it('follows an IP change of an outside proxy (a node that never reported): the new address lets the customer in, the old one only its new inventory login', async () => {
    const [held] = await holdings(buyer.id)
    if (!held) throw new Error('nothing bought')
    await okJson(changeIp(buyer, [held.id]))
    const [moved] = (await holdings(buyer.id)).filter((row) => row.id === held.id)
    const oldAddress = await inventoryRow(held.proxyId)
    const feed = await feedOf(node)
    expect(moved?.proxyId).not.toBe(held.proxyId)
    expect(entryOf(feed, moved?.proxyId ?? '')?.access).toEqual([
      expect.objectContaining({ owner: 'private', ownerId: held.id, username: held.username, password: held.password }),
    ])
    // The old address keeps its inventory username, under a new password the customer never had.
    expect(entryOf(feed, held.proxyId)?.access).toEqual([
      expect.objectContaining({ owner: 'inventory', username: oldAddress?.username, password: oldAddress?.password }),
    ])
    expect(oldAddress?.password).not.toBe(held.password)
    expect(oldAddress?.password).toMatch(/^[A-Za-z0-9]{12}$/)
  })

  it('needs a key of a node: missing, malformed, unknown or revoked keys are refused', async () => {
    const key = await keyOf(node)
    await expectError(pull(''), 409, 'PERMISSION_DENIED')
    await expectError(pull('wrong'), 409, 'PERMISSION_DENIED')
    await expectError(pull(`pn_${'A'.repeat(43)}`), 409, 'PERMISSION_DENIED')
    await expectError(pull(key.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))), 409, 'PERMISSION_DENIED')
    expect((await pull(key)).status).toBe(200)
    await env.DB.prepare('UPDATE sub_servers SET key_hash = NULL WHERE id = ?').bind(node).run()
    await expectError(pull(key), 409, 'PERMISSION_DENIED')
  })
})
