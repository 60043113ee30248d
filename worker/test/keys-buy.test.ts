import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { KeyView } from '../src/contract/keys'
import { expectError } from './accounts'
import { boughtKeys, buyKeysCall, keysOf, MONTH_KEY, rotatingNode, seedKeyShop } from './key-fixtures'
import { balanceOf, expectBooksBalance } from './money'
import { entryOf, feedOf } from './node-fixtures'
import { addProxies, bought, choice, customer, customerCall, okJson, seedCatalogue } from './order-fixtures'

beforeEach(async () => {
  await seedCatalogue()
  await seedKeyShop()
})

const ledgerOf = async (userId: string) =>
  (
    await env.DB.prepare('SELECT type, amount, ref_type AS refType FROM ledger WHERE user_id = ? ORDER BY created_at, rowid')
      .bind(userId)
      .all<{ type: string; amount: number; refType: string | null }>()
  ).results
const proxyStatus = async (id: string) =>
  (await env.DB.prepare('SELECT status, kind FROM proxies WHERE id = ?').bind(id).first<{ status: string; kind: string }>()) ?? null

describe('buying rotating keys', () => {
  it("buys 3 keys as one money operation ('buy key'), each holding its own rotating endpoint, listed for the buyer", async () => {
    const node = await rotatingNode({ count: 5 })
    const buyer = await customer('keybuyer', 1_000_000)
    const answer = await boughtKeys(buyer, MONTH_KEY.id, 3)

    expect(answer.balance).toBe(1_000_000 - 3 * MONTH_KEY.price)
    // The id its live BUY_SUCCESS names: a key purchase's, never an order's (hex).
    expect(answer.purchaseId).toMatch(/^kb[0-9a-f]{30}$/)
    expect(await ledgerOf(buyer.id)).toEqual([
      { type: 'admin_topup', amount: 1_000_000, refType: null },
      { type: 'buy_key', amount: -3 * MONTH_KEY.price, refType: 'key-purchase' },
    ])
    await expectBooksBalance(buyer.id)
    expect(answer.keys).toHaveLength(3)
    const hosts = new Set(answer.keys.map((key) => `${key.host}:${key.httpPort}`))
    expect(hosts.size).toBe(3)
    for (const key of answer.keys) {
      expect(key).toMatchObject({
        packageName: 'VN rotating month',
        packageNameEn: MONTH_KEY.nameEn,
        status: 'using',
        ipVersion: 'ipv4',
        countryCode: 'VN',
        autoRenew: false,
      })
      expect(key.key).toMatch(/^rk_[A-Za-z0-9_-]{32}$/)
      expect(key.username).toMatch(/^sk[a-z0-9]{10}$/)
      expect(key.exitIp).toMatch(/^198\.51\./)
      expect(key.expiresAt - key.createdAt).toBe(30 * 86_400_000)
    }
    // The endpoints are out of the pool; the node is told each key's login (owner 'key').
    const feed = await feedOf(node)
    for (const key of answer.keys) {
      const proxyId = `${node}-${(key.httpPort ?? 0) - 30_000}`
      expect(await proxyStatus(proxyId)).toEqual({ status: 'sold', kind: 'rotating' })
      expect(entryOf(feed, proxyId)?.access).toEqual([
        {
          owner: 'key',
          ownerId: key._id,
          username: key.username,
          password: key.password,
          authIps: [],
          expiresAt: key.expiresAt,
          allowanceBytes: null,
          refusal: null,
        },
      ])
    }
    // A node serving keys pulls every 2 s: a change-IP call waits for it.
    expect(feed.pollSeconds).toBe(2)
    const listed = await keysOf(buyer)
    expect(listed.map((key) => key._id).sort()).toEqual(answer.keys.map((key) => key._id).sort())
  })

  it('refuses more keys than the stock holds with NOT_ENOUGHT_KEY, charging nothing and taking nothing', async () => {
    await rotatingNode({ count: 2 })
    const buyer = await customer('shortstock', 1_000_000)
    await expectError(buyKeysCall(buyer, MONTH_KEY.id, 3), 400, 'NOT_ENOUGHT_KEY')
    expect(await balanceOf(buyer.id)).toBe(1_000_000)
    const free = await env.DB.prepare("SELECT count(*) AS n FROM proxies WHERE status = 'free'").first<{ n: number }>()
    expect(free?.n).toBe(2)
    expect(await keysOf(buyer)).toEqual([])
  })

  it('sells keys only from nodes that run the node program and are online, and only rotating stock', async () => {
    await rotatingNode({ count: 4 }, true)
    await addProxies(4, 'VN')
    const buyer = await customer('nostock', 1_000_000)
    await expectError(buyKeysCall(buyer, MONTH_KEY.id, 1), 400, 'NOT_ENOUGHT_KEY')
    const packages = await okJson<{ data: { _id: string; stock: number }[] }>(customerCall(buyer, 'key-package/list'))
    expect(packages.data.find((pkg) => pkg._id === MONTH_KEY.id)?.stock).toBe(0)
  })

  it('keeps rotating stock out of private sales, and private stock out of keys', async () => {
    await rotatingNode({ count: 3 })
    const buyer = await customer('apart', 1_000_000)
    await expectError(customerCall(buyer, 'order/create', choice({ amount: 1 })), 400, 'NOT_ENOUGT_PROXY')
    await addProxies(1, 'VN')
    await bought(buyer, choice({ amount: 1 }))
    const rotatingFree = await env.DB.prepare("SELECT count(*) AS n FROM proxies WHERE kind = 'rotating' AND status = 'free'").first<{
      n: number
    }>()
    expect(rotatingFree?.n).toBe(3)
  })

  it('refuses a short balance with NOT_ENOUGH_MONEY and keeps the endpoints free', async () => {
    await rotatingNode({ count: 3 })
    const buyer = await customer('poor', MONTH_KEY.price - 1)
    await expectError(buyKeysCall(buyer, MONTH_KEY.id, 1), 400, 'NOT_ENOUGH_MONEY')
    expect(await balanceOf(buyer.id)).toBe(MONTH_KEY.price - 1)
    expect((await env.DB.prepare('SELECT count(*) AS n FROM proxy_keys').first<{ n: number }>())?.n).toBe(0)
    await expectBooksBalance(buyer.id)
  })

  it('answers a retry under the same Idempotency-Key with the same keys, charged once', async () => {
    await rotatingNode({ count: 4 })
    const buyer = await customer('retry', 1_000_000)
    const first = await boughtKeys(buyer, MONTH_KEY.id, 2, 'buy-keys-1')
    const again = await boughtKeys(buyer, MONTH_KEY.id, 2, 'buy-keys-1')
    expect(again.keys.map((key) => key.key).sort()).toEqual(first.keys.map((key) => key.key).sort())
    expect(again.purchaseId).toBe(first.purchaseId)
    expect(await balanceOf(buyer.id)).toBe(1_000_000 - 2 * MONTH_KEY.price)
    expect(await keysOf(buyer)).toHaveLength(2)
    await expectBooksBalance(buyer.id)
  })

  it('never gives one endpoint to two keys: 8 concurrent buyers for 5 endpoints', async () => {
    await rotatingNode({ count: 5 })
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, at) => customer(`racer${at}`, 1_000_000)))
    const answers = await Promise.all(buyers.map((buyer) => buyKeysCall(buyer, MONTH_KEY.id, 1)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
    const held = await env.DB.prepare("SELECT proxy_id, count(*) AS n FROM proxy_keys WHERE status <> 'released' GROUP BY proxy_id").all<{
      n: number
    }>()
    expect(held.results.map((row) => row.n)).toEqual([1, 1, 1, 1, 1])
    for (const buyer of buyers) await expectBooksBalance(buyer.id)
  })

  it('refuses packages off sale or of a closed country with INVALID_ORDER_PACKAGE', async () => {
    await rotatingNode({ count: 2 })
    const buyer = await customer('closed', 1_000_000)
    await expectError(buyKeysCall(buyer, 'kp-off', 1), 400, 'INVALID_ORDER_PACKAGE')
    await expectError(buyKeysCall(buyer, 'kp-kp', 1), 400, 'INVALID_ORDER_PACKAGE')
    await expectError(buyKeysCall(buyer, 'nope', 1), 400, 'INVALID_ORDER_PACKAGE')
    expect(await balanceOf(buyer.id)).toBe(1_000_000)
  })

  it('takes a carrier package only from that carrier’s exits', async () => {
    await rotatingNode({ count: 3, carrier: 'Mobifone' })
    const viettel = await rotatingNode({ count: 1, carrier: 'Viettel' })
    const buyer = await customer('carrier', 1_000_000)
    const [key] = (await boughtKeys(buyer, 'kp-vn-viettel', 1)).keys as [KeyView]
    expect(key.carrier).toBe('Viettel')
    expect(key.host).toBe((await env.DB.prepare('SELECT host FROM sub_servers WHERE id = ?').bind(viettel).first<{ host: string }>())?.host)
    await expectError(buyKeysCall(buyer, 'kp-vn-viettel', 1), 400, 'NOT_ENOUGHT_KEY')
  })

  it('lists the keys by status and search, 25 a page', async () => {
    await rotatingNode({ count: 4 })
    const buyer = await customer('lister', 1_000_000)
    const { keys } = await boughtKeys(buyer, MONTH_KEY.id, 3)
    const [first] = keys as [KeyView]
    await env.DB.prepare('UPDATE proxy_keys SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1000, first._id)
      .run()
    expect((await keysOf(buyer, '?status=expired')).map((key) => key._id)).toEqual([first._id])
    expect(await keysOf(buyer, '?status=using')).toHaveLength(2)
    expect((await keysOf(buyer, `?search=${first.key.slice(3, 15)}`)).map((key) => key._id)).toEqual([first._id])
    const other = await customer('stranger', 0)
    expect(await keysOf(other)).toEqual([])
  })
})
