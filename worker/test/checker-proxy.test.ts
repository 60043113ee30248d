import { describe, expect, it } from 'vitest'
import { bearer, call, expectError, ORIGIN } from './accounts'
import { checkLines, EXIT_IP, lineOf, login, servers, TIMEOUT_MS } from './checker-fixtures'
import { customer } from './order-fixtures'

const [squidPort = 0, otherSquidPort = 0] = servers.squidPorts

describe('POST /api/proxy/check-proxy against real proxies', () => {
  it('finds squid alive over HTTP with the right password: latency, timings and the exit IP the echo server saw', async () => {
    const who = await customer('checker-http')
    const [auto, http, second] = await checkLines(
      who.token,
      `${lineOf(squidPort)}\n${login.username}:${login.password}@127.0.0.1:${squidPort}\n${lineOf(otherSquidPort)}`,
    )
    expect(auto).toMatchObject({
      index: 0,
      line: 1,
      proxy: lineOf(squidPort),
      alive: true,
      protocols: ['http'],
      exitIp: EXIT_IP,
      failure: null,
    })
    expect(auto?.latencyMs).toBeGreaterThan(0)
    expect(auto?.latencyMs).toBeGreaterThanOrEqual((auto?.connectMs ?? 0) + (auto?.handshakeMs ?? 0))
    expect(http).toMatchObject({ line: 2, alive: true, protocols: ['http'], exitIp: EXIT_IP })
    expect(second).toMatchObject({ line: 3, alive: true, protocols: ['http'] })
    const [explicit] = await checkLines(who.token, `http://${login.username}:${login.password}@127.0.0.1:${squidPort}`, 'http')
    expect(explicit).toMatchObject({ alive: true, protocols: ['http'], exitIp: EXIT_IP })
  })

  it('reports auth_failed for a wrong squid password and for no login at all', async () => {
    const who = await customer('checker-407')
    const [wrong, open] = await checkLines(who.token, `${lineOf(squidPort, 'Wrong2026')}\n127.0.0.1:${squidPort}`, 'http')
    expect(wrong).toMatchObject({ alive: false, protocols: [], failure: 'auth_failed', latencyMs: null, exitIp: null })
    expect(open).toMatchObject({ alive: false, failure: 'auth_failed' })
  })

  it('finds microsocks alive over SOCKS5 (chosen, or found by auto) and a wrong SOCKS password auth_failed', async () => {
    const who = await customer('checker-socks')
    const socks = lineOf(servers.socksPort)
    const [chosen, url, wrong, open] = await checkLines(
      who.token,
      [
        socks,
        `socks5://${login.username}:${login.password}@127.0.0.1:${servers.socksPort}`,
        lineOf(servers.socksPort, 'Wrong2026'),
        `127.0.0.1:${servers.socksPort}`,
      ].join('\n'),
      'socks5',
    )
    expect(chosen).toMatchObject({ alive: true, protocols: ['socks5'], exitIp: EXIT_IP, failure: null })
    expect(chosen?.latencyMs).toBeGreaterThan(0)
    expect(url).toMatchObject({ alive: true, protocols: ['socks5'] })
    expect(wrong).toMatchObject({ alive: false, failure: 'auth_failed' })
    // microsocks with a login refuses a client offering only "no authentication".
    expect(open).toMatchObject({ alive: false, failure: 'auth_failed' })
    const [auto] = await checkLines(who.token, socks)
    expect(auto).toMatchObject({ alive: true, protocols: ['socks5'], exitIp: EXIT_IP })
  })

  it('reaches a proxy at an IPv6 address, written in brackets', async () => {
    const who = await customer('checker-ipv6')
    const port = servers.socksV6Port
    const [colon, url, auto] = await checkLines(
      who.token,
      [
        `[::1]:${port}:${login.username}:${login.password}`,
        `socks5://${login.username}:${login.password}@[::1]:${port}`,
        `[::1]:${port}:${login.username}:Wrong2026`,
      ].join('\n'),
    )
    expect(colon).toMatchObject({
      proxy: `[::1]:${port}:${login.username}:${login.password}`,
      alive: true,
      protocols: ['socks5'],
      exitIp: EXIT_IP,
    })
    expect(url).toMatchObject({ alive: true, protocols: ['socks5'] })
    expect(auto).toMatchObject({ alive: false, failure: 'auth_failed' })
  })

  it('tells refused, timeout (within the bound) and bad_reply apart', async () => {
    const who = await customer('checker-dead')
    const started = Date.now()
    const [refused, silent, garbage, garbageSocks] = await checkLines(
      who.token,
      [
        lineOf(servers.closedPort),
        lineOf(servers.silentPort),
        lineOf(servers.garbagePort),
        `socks5://127.0.0.1:${servers.garbagePort}`,
      ].join('\n'),
    )
    const took = Date.now() - started
    expect(refused).toMatchObject({ alive: false, failure: 'refused', handshakeMs: null, latencyMs: null })
    expect(silent).toMatchObject({ alive: false, failure: 'timeout' })
    expect(garbage).toMatchObject({ alive: false, failure: 'bad_reply' })
    expect(garbageSocks).toMatchObject({ alive: false, failure: 'bad_reply' })
    // The four run side by side: the silent one sets the pace, held to the bound.
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS)
    expect(took).toBeLessThan(TIMEOUT_MS + 1500)
  })

  it('takes an API key, and refuses callers who are not signed in', async () => {
    const who = await customer('checker-key')
    const generated = await call('/api/user/generate-key', {}, { headers: { ...bearer(who.token), origin: ORIGIN } })
    const { apiKey } = (await generated.json()) as { apiKey: string }
    const [result] = await checkLines(apiKey, lineOf(squidPort))
    expect(result).toMatchObject({ alive: true, protocols: ['http'] })
    await expectError(call('/api/proxy/check-proxy', { proxies: lineOf(squidPort) }), 401, 'INVALID_TOKEN')
  })
})
