import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api } from '../src/api/app'
import type { NodeFeed } from '../src/contract/node-feed'
import { call, login, ORIGIN } from './accounts'
import { pull } from './node-fixtures'
import { okJson } from './order-fixtures'

describe('the local demo seed (POST /api/dev/seed)', () => {
  it('adds settings, countries and the two demo logins once; a second run adds nothing', async () => {
    const first = (await (await call('/api/dev/seed', {})).json()) as { added: string[] }
    expect(first.added).toEqual(
      expect.arrayContaining(['setting contacts', 'country VN', 'user admin@demo.local', 'user customer@demo.local']),
    )
    expect(first.added).toEqual(
      expect.arrayContaining(['bandwidth tier basic', '32 prices', '3 discounts', '8 packages', '1 proxy node', '1145 proxies']),
    )
    // The rotating pool and its key packages (ADR 0028).
    expect(first.added).toEqual(expect.arrayContaining(['30 rotating proxies', '4 key packages']))
    expect((await (await call('/api/dev/seed', {})).json()) as { added: string[] }).toEqual({ added: [] })

    expect((await login('admin@demo.local', 'Admin@12345')).user).toMatchObject({ username: 'admin', role: 0, twoFactorEnabled: false })
    // The demo customer starts with money to spend, as an admin top-up row in the ledger.
    expect((await login('customer', 'Customer@12345')).user).toMatchObject({ email: 'customer@demo.local', role: 1, balance: 2_000_000 })
    expect(first.added).toContain('opening balance of the demo customer')
  })

  it('never overwrites what an admin changed', async () => {
    await env.DB.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('vndPerUsd', '25000', 1)").run()
    await call('/api/dev/seed', {})
    expect(await (await call('/api/setting/list')).json()).toMatchObject({ vndPerUsd: 25000 })
  })
})

describe('the demo catalogue and inventory', () => {
  type Country = { code: string; stock: Record<string, number> }
  type Price = {
    kind: string
    ipVersion: string
    ipMode: string
    countryCode: string
    periodUnit: string
    periodCount: number
    price: number
    popular: boolean
  }

  it('prices every product for a day, a week, a month and 3 months, with tiers, discounts and packages', async () => {
    await call('/api/dev/seed', {})
    const prices = (await (await call('/api/price/list')).json()) as Price[]
    const privateStatic = prices.filter(
      (p) => p.kind === 'private' && p.ipVersion === 'ipv4' && p.ipMode === 'static' && p.countryCode === '*',
    )
    expect(privateStatic.map((p) => [p.periodCount, p.periodUnit, p.price, p.popular])).toEqual([
      [1, 'day', 3_000, false],
      [1, 'week', 15_000, false],
      [1, 'month', 45_000, true],
      [3, 'month', 120_000, false],
    ])
    const products = new Set(prices.map((p) => `${p.kind}:${p.ipVersion}:${p.ipMode}`))
    expect(products).toEqual(
      new Set([
        'private:ipv4:static',
        'private:ipv4:dynamic',
        'shared:ipv4:static',
        'shared:ipv4:dynamic',
        'private:ipv6:static',
        'private:ipv6:dynamic',
        'shared:ipv6:static',
      ]),
    )
    expect(await (await call('/api/bandwidth/list')).json()).toEqual([
      { tier: 'basic', monthlyGb: 50, surchargePercent: 0 },
      { tier: 'advanced', monthlyGb: 200, surchargePercent: 20 },
      { tier: 'premium', monthlyGb: 500, surchargePercent: 50 },
      { tier: 'unlimited', monthlyGb: null, surchargePercent: 100 },
    ])
    const discounts = (await (await call('/api/discount/list')).json()) as { minAmount: number; percent: number }[]
    expect(discounts.map((d) => [d.minAmount, d.percent])).toEqual([
      [10, 5],
      [50, 10],
      [100, 15],
    ])
    const packages = (await (await call('/api/package/list?limit=100')).json()) as {
      data: { nameEn: string; popular: boolean; stock: number }[]
      total: number
    }
    expect(packages.total).toBeGreaterThanOrEqual(6)
    expect(packages.data.find((p) => p.nameEn === 'Vietnam super proxy')).toMatchObject({ popular: true, stock: 60 })
  })

  it('stocks every country on sale, every product priced and most packages, with a few sold out on purpose', async () => {
    await call('/api/dev/seed', {})
    const countries = (await (await call('/api/country/list')).json()) as Country[]
    const stock = (code: string) => countries.find((c) => c.code === code)?.stock ?? {}
    const free = (code: string, test: (key: string) => boolean) =>
      Object.entries(stock(code)).reduce((sum, [key, n]) => (test(key) ? sum + n : sum), 0)
    // Sold out on purpose, for the dashboard's notices: US private static IPv4, and every Vietnamese dynamic proxy.
    expect(stock('US')['private:ipv4:static']).toBe(0)
    expect(free('VN', (key) => key.endsWith(':dynamic'))).toBe(0)
    // The rest of the US sells: the trial's shared proxies, the demo customer's dynamic ones (and their IP changes), IPv6.
    expect(stock('US')['shared:ipv4:static']).toBeGreaterThanOrEqual(50)
    expect(stock('US')['private:ipv4:dynamic']).toBeGreaterThan(0)
    expect(stock('VN')['private:ipv4:static']).toBe(60)
    // A plan of 50 shared proxies fits Vietnam alone.
    expect(stock('VN')['shared:ipv4:static']).toBeGreaterThanOrEqual(50)

    // The catalogue's 'on sale' agrees with stock: every country on sale has some...
    expect(countries.length).toBeGreaterThanOrEqual(14)
    expect(countries.filter((c) => free(c.code, () => true) === 0).map((c) => c.code)).toEqual([])
    // ...every product priced has some in a country on sale, and every price of a country of its own is in stock but one.
    const prices = (await (await call('/api/price/list')).json()) as Price[]
    const productKey = (p: Price) => `${p.kind}:${p.ipVersion}:${p.ipMode}`
    const unstocked = [...new Set(prices.map(productKey))].filter((key) => countries.every((c) => !c.stock[key]))
    expect(unstocked).toEqual([])
    const ownCountry = prices.filter((p) => p.countryCode !== '*' && !stock(p.countryCode)[productKey(p)])
    expect(new Set(ownCountry.map((p) => `${p.countryCode} ${productKey(p)}`))).toEqual(new Set(['US private:ipv4:static']))
    // ...and every package but the two made of the sold-out products.
    const packages = (await (await call('/api/package/list?limit=100')).json()) as { data: { nameEn: string; stock: number }[] }
    expect(packages.data.filter((p) => p.stock === 0).map((p) => p.nameEn)).toEqual(['US Starter 5', 'VN Rotating 5'])
    const total = countries.flatMap((c) => Object.values(c.stock)).reduce((sum, n) => sum + n, 0)
    expect(total).toBeGreaterThan(1000)

    const admin = await login('admin@demo.local', 'Admin@12345')
    const listed = await call('/api/sub-server/list-proxies?status=disabled', undefined, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    })
    expect(((await listed.json()) as { total: number }).total).toBe(15)
  })

  it('leaves what an admin deleted deleted', async () => {
    await call('/api/dev/seed', {})
    await env.DB.exec("DELETE FROM packages WHERE name_en = 'US Starter 5'")
    await env.DB.exec('DELETE FROM discounts WHERE min_amount = 100')
    expect((await (await call('/api/dev/seed', {})).json()) as { added: string[] }).toEqual({ added: [] })
    const packages = (await (await call('/api/package/list?search=starter')).json()) as { total: number }
    expect(packages.total).toBe(0)
    expect(((await (await call('/api/discount/list')).json()) as unknown[]).length).toBe(2)
  })

  it('puts the inventory on one local node that the node program can serve with the key npm start made', async () => {
    const key = `pn_${'k'.repeat(43)}`
    const seeded = await api.fetch(
      new Request(new URL('/api/dev/seed', ORIGIN), { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
      { ...env, DEMO_NODE_KEY: key },
      createExecutionContext(),
    )
    expect(seeded.status).toBe(200)
    const feed = await okJson<NodeFeed>(pull(key))
    expect(feed).toMatchObject({ subServerId: 'demo-node-local', ipv6Prefix: 'fd00:7696::/64' })
    // 1,145 proxies and the rotating pool's 30 endpoints.
    expect(feed.proxies).toHaveLength(1175)
    const ports = feed.proxies.flatMap((proxy) => [proxy.httpPort, proxy.socksPort])
    // Every proxy listens on 127.0.0.1 with its own HTTP and SOCKS5 port, below the ephemeral range.
    expect(new Set(feed.proxies.map((proxy) => proxy.listenHost))).toEqual(new Set(['127.0.0.1']))
    expect(new Set(ports).size).toBe(2350)
    expect(ports.every((port) => port !== null && port > 1024 && port < 32_768)).toBe(true)
    // And leaves from an address of its own: loopback from 127.0.0.2 for IPv4, the node's prefix for IPv6.
    const exits = feed.proxies.map((proxy) => proxy.exitAddress)
    expect(new Set(exits).size).toBe(1175)
    const v4 = feed.proxies.filter((proxy) => proxy.ipVersion === 'ipv4').map((proxy) => proxy.exitAddress)
    const v6 = feed.proxies.filter((proxy) => proxy.ipVersion === 'ipv6').map((proxy) => proxy.exitAddress)
    expect(v4.every((exit) => /^127\.0\.\d+\.\d+$/.test(exit) && exit !== '127.0.0.1')).toBe(true)
    expect(v4).toContain('127.0.0.2')
    expect(v6.every((exit) => exit.startsWith('fd00:7696::'))).toBe(true)
    expect(v6).toHaveLength(266)
    // The demo customer's 8 proxies are among them, with the customer's own logins.
    const customer = await env.DB.prepare("SELECT id FROM users WHERE email = 'customer@demo.local'").first<{ id: string }>()
    const held = await env.DB.prepare('SELECT id FROM bought_proxies WHERE user_id = ?').bind(customer?.id).all<{ id: string }>()
    const privateAccess = feed.proxies.flatMap((proxy) => proxy.access.filter((access) => access.owner === 'private'))
    expect(privateAccess.map((access) => access.ownerId).sort()).toEqual(held.results.map((row) => row.id).sort())
    expect(privateAccess).toHaveLength(8)
  })
})
