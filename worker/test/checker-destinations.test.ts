import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api } from '../src/api/app'
import type { CheckEvent } from '../src/contract/checker'
import { bearer, ORIGIN } from './accounts'
import { checkLines, EXIT_IP, lineOf, type ResultEvent, readEvents, servers } from './checker-fixtures'
import { customer } from './order-fixtures'

const stats = async (method: 'GET' | 'POST') =>
  (await (await fetch(servers.countingStatsUrl, { method })).json()) as { peak: number; total: number }

/** A check as a production Worker runs it: loopback not allowed (CHECK_ALLOW_LOOPBACK unset). */
async function productionCheck(token: string, proxies: string): Promise<ResultEvent[]> {
  const request = new Request('http://portal.test/api/proxy/check-proxy', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token), origin: ORIGIN },
    body: JSON.stringify({ proxies }),
  })
  const response = await api.fetch(request, { ...env, CHECK_ALLOW_LOOPBACK: undefined }, createExecutionContext())
  const events: CheckEvent[] = await readEvents(response)
  return events.filter((event): event is ResultEvent => event.type === 'result').sort((a, b) => a.index - b.index)
}

const failures = (results: ResultEvent[]) => results.map((result) => [result.proxy, result.failure])

describe('the checker refuses destinations in the operator network (issue 12, item 13)', { timeout: 30_000 }, () => {
  it('refuses private, link-local, carrier-grade NAT, unspecified and IPv4-carrying IPv6 addresses, and names that resolve to them', async () => {
    const who = await customer('checker-private')
    await stats('POST')
    const lines = [
      '10.0.0.1:3128',
      '172.16.5.5:1080:user:pass',
      'user:pass@192.168.1.10:8080',
      '169.254.169.254:80',
      '100.64.0.1:3128',
      '0.0.0.0:3128',
      '[fd00::1]:3128',
      '[fe80::1]:3128',
      '[::ffff:10.0.0.1]:3128',
      '[64:ff9b::a00:1]:3128',
      '[2002:a00:1::1]:3128',
      `internal.check.test:${servers.countingPort}`,
      `mixed.check.test:${servers.countingPort}`,
      `alias.check.test:${servers.countingPort}`,
      `v6-local.check.test:${servers.countingPort}`,
      'link-local.check.test:80',
      // The portal itself, on any port.
      'portal.test:80',
      'PORTAL.test:3128',
    ]
    const results = await checkLines(who.token, lines.join('\n'))
    expect(failures(results)).toEqual(lines.map((line) => [line, 'blocked']))
    expect(results.every((result) => !result.alive && result.connectMs === null)).toBe(true)
    // Nothing was dialled: not even the names whose addresses are refused reached the counting proxy.
    expect((await stats('GET')).total).toBe(0)
  })

  it('judges a name by the address it resolves to, dials that address, and says dns for a name with none', async () => {
    const who = await customer('checker-names')
    const [loop, nowhere] = await checkLines(
      who.token,
      [lineOf(servers.squidPorts[0] ?? 0).replace('127.0.0.1', 'loop.check.test'), 'nowhere.check.test:3128'].join('\n'),
      'http',
    )
    expect(loop).toMatchObject({ alive: true, exitIp: EXIT_IP, failure: null })
    expect(nowhere).toMatchObject({ alive: false, failure: 'dns', connectMs: null })
  })

  it('in production refuses loopback too, by address and by name, and dials none of it', async () => {
    const who = await customer('checker-production')
    await stats('POST')
    const port = servers.countingPort
    const lines = [lineOf(port), `[::1]:${port}`, `localhost:${port}`, `loop.check.test:${port}`, `127.8.9.10:${port}`]
    const results = await productionCheck(who.token, lines.join('\n'))
    expect(failures(results)).toEqual(lines.map((line) => [line, 'blocked']))
    expect((await stats('GET')).total).toBe(0)
    // Local mode allows loopback: the same counting proxy answers there.
    const [local] = await checkLines(who.token, lineOf(port))
    expect(local).toMatchObject({ alive: true })
    expect((await stats('GET')).total).toBe(1)
  })
})
