import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { BoughtCheckAnswer } from '../src/contract/checker'
import type { OrderProxyView } from '../src/contract/orders'
import { expireOrders } from '../src/jobs/order-expire'
import { checkProxyHealth, HEALTH_CHECKS_PER_TICK } from '../src/jobs/proxy-health'
import { bearer, call, expectError, ORIGIN } from './accounts'
import { EXIT_IP, login, servers } from './checker-fixtures'
import { bought, type Customer, choice, customer, customerCall, okJson, seedCatalogue } from './order-fixtures'

type Stock = { host?: string; httpPort: number | null; socksPort: number | null; password?: string }

/** Inventory at 127.0.0.1 on the local proxies' ports, for the purchase path to sell. */
async function stock(rows: Stock[]): Promise<void> {
  const now = Date.now()
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO sub_servers (id, name, host, country_code, created_at, updated_at) VALUES ('local-node', 'local', '127.0.0.1', 'VN', ?1, ?1)",
    ).bind(now),
    ...rows.map((row, at) =>
      env.DB.prepare(
        `INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password, country_code, ip_version, ip_mode, kind, status, created_at, updated_at)
          VALUES (?, 'local-node', ?, ?, ?, ?, ?, 'VN', 'ipv4', 'static', 'private', 'free', ?, ?)`,
      ).bind(`local-${at}`, row.host ?? '127.0.0.1', row.httpPort, row.socksPort, login.username, row.password ?? login.password, now, now),
    ),
  ])
}

async function buyAll(who: Customer, amount: number): Promise<{ orderId: string; proxies: OrderProxyView[] }> {
  const answer = await bought(who, choice({ amount }))
  return { orderId: answer.order._id, proxies: answer.proxies }
}

const check = (who: Customer, ids: string[]) => customerCall(who, 'bought-proxy/check', { listBoughtProxyId: ids })
const healthRow = (id: string) =>
  env.DB.prepare('SELECT checked_at, check_alive, check_latency_ms, check_failure FROM bought_proxies WHERE id = ?').bind(id).first()

describe('POST /api/bought-proxy/check', () => {
  it("checks the caller's proxies on their HTTP and SOCKS5 ports with their login and stores their health", async () => {
    await seedCatalogue()
    const [squid = 0, otherSquid = 0] = servers.squidPorts
    await stock([
      { httpPort: squid, socksPort: servers.socksPort },
      { httpPort: otherSquid, socksPort: null, password: 'Wrong2026' },
      { httpPort: servers.closedPort, socksPort: null },
    ])
    const who = await customer('held-checker', 1_000_000)
    const { proxies } = await buyAll(who, 3)
    const idOf = (port: number) => proxies.find((proxy) => proxy.httpPort === port)?._id ?? ''
    const ids = [idOf(squid), idOf(otherSquid), idOf(servers.closedPort)]

    const before = Date.now()
    const { results } = await okJson<BoughtCheckAnswer>(check(who, ids))
    expect(results.map((result) => result.id)).toEqual(ids)
    const [both, wrong, closed] = results
    expect(both).toMatchObject({ locked: false, exitIp: EXIT_IP, protocols: ['http', 'socks5'], health: { alive: true, failure: null } })
    expect(both?.health?.latencyMs).toBeGreaterThan(0)
    expect(both?.health?.checkedAt).toBeGreaterThanOrEqual(before)
    expect(wrong).toMatchObject({
      locked: false,
      exitIp: null,
      protocols: [],
      health: { alive: false, latencyMs: null, failure: 'auth_failed' },
    })
    expect(closed).toMatchObject({ health: { alive: false, failure: 'refused' } })

    expect(await healthRow(ids[0] ?? '')).toEqual({
      checked_at: both?.health?.checkedAt,
      check_alive: 1,
      check_latency_ms: both?.health?.latencyMs,
      check_failure: null,
    })
    expect(await healthRow(ids[1] ?? '')).toMatchObject({ check_alive: 0, check_latency_ms: null, check_failure: 'auth_failed' })
  })

  it('checks a proxy sold as IPv6 through the IPv6 echo (CHECK_ECHO6_URL; an IPv6 exit reaches no IPv4 host), one sold as IPv4 through the other', async () => {
    await seedCatalogue()
    await stock([{ httpPort: null, socksPort: servers.socksV6ExitPort }])
    const who = await customer('held-ipv6', 1_000_000)
    const id = (await buyAll(who, 1)).proxies[0]?._id ?? ''
    const soldAs = (ipVersion: 'ipv4' | 'ipv6') =>
      env.DB.prepare('UPDATE proxies SET ip_version = ? WHERE socks_port = ?').bind(ipVersion, servers.socksV6ExitPort).run()
    // The inventory says how a proxy leaves. Sold as IPv6, its check goes to the echo on [::1], which
    // sees the proxy's IPv6 exit; sold as IPv4, to the echo on 127.0.0.1 (microsocks falls back to IPv4 there).
    await soldAs('ipv6')
    const { results } = await okJson<BoughtCheckAnswer>(check(who, [id]))
    expect(results[0]).toMatchObject({ id, exitIp: '::1', protocols: ['socks5'], health: { alive: true, failure: null } })
    await soldAs('ipv4')
    const asIpv4 = await okJson<BoughtCheckAnswer>(check(who, [id]))
    expect(asIpv4.results[0]).toMatchObject({ id, exitIp: '127.0.0.1', health: { alive: true } })
  })

  it('refuses proxies the caller does not hold, takes an API key, and answers expired ones locked without checking them', async () => {
    await seedCatalogue()
    await stock([{ httpPort: servers.squidPorts[0] ?? 0, socksPort: null }])
    const who = await customer('held-owner', 1_000_000)
    const other = await customer('held-other')
    const { orderId, proxies } = await buyAll(who, 1)
    const id = proxies[0]?._id ?? ''
    await expectError(check(other, [id]), 404, 'PROXY_NOT_EXISTS')
    await expectError(check(who, [id, 'no-such-proxy']), 404, 'PROXY_NOT_EXISTS')

    const generated = await call('/api/user/generate-key', {}, { headers: { ...bearer(who.token), origin: ORIGIN } })
    const { apiKey } = (await generated.json()) as { apiKey: string }
    const byKey = await call('/api/bought-proxy/check', { listBoughtProxyId: [id] }, { headers: bearer(apiKey) })
    const { results } = await okJson<BoughtCheckAnswer>(byKey)
    const health = results[0]?.health
    expect(health).toMatchObject({ alive: true })

    const now = Date.now()
    await env.DB.prepare('UPDATE orders SET expires_at = ? WHERE id = ?')
      .bind(now - 1, orderId)
      .run()
    await env.DB.prepare('UPDATE bought_proxies SET expires_at = ? WHERE order_id = ?')
      .bind(now - 1, orderId)
      .run()
    await expireOrders(env, now)
    const expired = await okJson<BoughtCheckAnswer>(check(who, [id]))
    expect(expired.results).toEqual([{ id, locked: true, health, exitIp: null, protocols: [] }])
    expect((await healthRow(id))?.checked_at).toBe(health?.checkedAt)
  })
})

describe('the rolling health check (cron)', () => {
  it('checks the 30 proxies in use whose health is oldest, never-checked first, and is safe to run twice at once', async () => {
    await seedCatalogue()
    // 33 proxies on closed loopback ports (refused at once) and one real squid.
    const rows: Stock[] = Array.from({ length: 33 }, (_, at) => ({
      host: `127.0.0.${at + 2}`,
      httpPort: servers.closedPort,
      socksPort: null,
    }))
    await stock([...rows, { httpPort: servers.squidPorts[0] ?? 0, socksPort: null }])
    const who = await customer('held-cron', 3_000_000)
    const { proxies } = await buyAll(who, 34)
    const squidId = proxies.find((proxy) => proxy.httpPort === servers.squidPorts[0])?._id
    // Four (never the squid one, whose id is as random as the others) were checked recently, at known times; the other 30 never.
    const recent = proxies
      .map((proxy) => proxy._id)
      .filter((id) => id !== squidId)
      .sort()
      .slice(0, 4)
    for (const [at, id] of recent.entries()) {
      await env.DB.prepare('UPDATE bought_proxies SET checked_at = ?, check_alive = 1, check_failure = NULL WHERE id = ?')
        .bind(1000 + at, id)
        .run()
    }
    expect(squidId).toBeDefined()

    await Promise.all([checkProxyHealth(env), checkProxyHealth(env)])
    const after = (await env.DB.prepare('SELECT id, checked_at, check_alive, check_failure FROM bought_proxies ORDER BY id').all())
      .results as {
      id: string
      checked_at: number
      check_alive: number
      check_failure: string | null
    }[]
    const fresh = after.filter((row) => row.checked_at > 1003)
    expect(fresh).toHaveLength(HEALTH_CHECKS_PER_TICK)
    expect(after.filter((row) => recent.includes(row.id)).map((row) => row.checked_at)).toEqual([1000, 1001, 1002, 1003])
    expect(fresh.find((row) => row.id === squidId)).toMatchObject({ check_alive: 1, check_failure: null })
    expect(fresh.filter((row) => row.id !== squidId).every((row) => row.check_alive === 0 && row.check_failure === 'refused')).toBe(true)

    // The next tick takes the oldest: the four checked long ago.
    await checkProxyHealth(env)
    const again = await Promise.all(recent.map((id) => healthRow(id)))
    expect(again.every((row) => Number(row?.checked_at) > 1003)).toBe(true)
  })
})
