import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { NewDownloadLink } from '../src/contract/download-links'
import { exportFormats } from '../src/contract/export-formats'
import { call, expectError } from './accounts'
import { addProxies, bought, type Customer, choice, customer, customerCall, okJson, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const makeLink = (who: Customer) => okJson<NewDownloadLink>(customerCall(who, 'user/download-link', {}))
const fetchList = (url: string, query = '') => call(`${new URL(url).pathname}${query}`)

async function holder(): Promise<{ who: Customer; lines: string[] }> {
  await addProxies(5, 'VN')
  const who = await customer(`links${crypto.randomUUID().slice(0, 6)}`, 1_000_000)
  await bought(who, choice({ amount: 2 }))
  const { results } = await env.DB.prepare(
    `SELECT p.host, p.http_port AS port, b.username, b.password FROM bought_proxies b JOIN proxies p ON p.id = b.proxy_id
      WHERE b.user_id = ? ORDER BY b.expires_at, b.id`,
  )
    .bind(who.id)
    .all<{ host: string; port: number; username: string; password: string }>()
  return { who, lines: results.map((row) => `${row.host}:${row.port}:${row.username}:${row.password}`) }
}

describe('the download link', () => {
  it('is shown once and answers the proxy list with no login, in each export format', async () => {
    const { who, lines } = await holder()
    const link = await makeLink(who)
    expect(link.token).toMatch(/^pd_[A-Za-z0-9_-]{43}$/)
    expect(link.url).toBe(`http://portal.test/api/bought-proxy/download/${link.token}`)
    expect(await okJson(customerCall(who, 'user/download-link'))).toEqual({
      prefix: link.token.slice(0, 10),
      createdAt: link.createdAt,
      lastUsedAt: null,
    })

    const bodies: Record<string, string> = {}
    for (const format of exportFormats) {
      const query = format === 'custom' ? `?format=custom&template=${encodeURIComponent('{user}@{ip}:{port}')}` : `?format=${format}`
      const answer = await fetchList(link.url, query)
      expect(answer.status, format).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      bodies[format] = await answer.text()
    }
    expect(bodies.colon).toBe(`${lines.join('\n')}\n`)
    const [host, port, user, pass] = (lines[0] as string).split(':')
    expect(bodies.at).toContain(`${user}:${pass}@${host}:${port}`)
    expect(bodies.http).toContain(`http://${user}:${pass}@${host}:${port}`)
    expect(bodies.socks5).toContain(`socks5://${user}:${pass}@${host}:`)
    expect(bodies.csv?.split('\n')[0]).toMatch(/host/i)
    expect((JSON.parse(bodies.json ?? '[]') as unknown[]).length).toBe(2)
    expect(bodies.custom).toContain(`${user}@${host}:${port}`)
    // No format: ip:port:user:pass. A bad one is refused as export-all-proxy refuses it.
    expect(await (await fetchList(link.url)).text()).toBe(bodies.colon)
    expect((await fetchList(link.url, '?format=xml')).status).toBe(400)
    expect(((await okJson<{ lastUsedAt: number | null }>(customerCall(who, 'user/download-link'))).lastUsedAt ?? 0) > 0).toBe(true)
  })

  it('answers 401 once revoked, and once replaced by a new link (which works)', async () => {
    const { who, lines } = await holder()
    const first = await makeLink(who)
    const second = await makeLink(who)
    await expectError(fetchList(first.url), 401, 'INVALID_TOKEN')
    expect(await (await fetchList(second.url)).text()).toBe(`${lines.join('\n')}\n`)
    expect(await okJson(customerCall(who, 'user/download-link', undefined, { method: 'DELETE' }))).toEqual({ ok: true })
    await expectError(fetchList(second.url), 401, 'INVALID_TOKEN')
    expect(await okJson(customerCall(who, 'user/download-link'))).toBeNull()
    await expectError(call('/api/bought-proxy/download/pd_nonsense'), 401, 'INVALID_TOKEN')
  })

  it('answers 401 when its owner is banned, and is made only with a signed-in session, never an API key', async () => {
    const { who } = await holder()
    const link = await makeLink(who)
    const { apiKey } = await okJson<{ apiKey: string }>(customerCall(who, 'user/generate-key', {}))
    await expectError(call('/api/user/download-link', {}, { headers: { authorization: `Bearer ${apiKey}` } }), 409, 'PERMISSION_DENIED')
    await env.DB.prepare('UPDATE users SET banned_at = ? WHERE id = ?').bind(Date.now(), who.id).run()
    await expectError(fetchList(link.url), 401, 'INVALID_TOKEN')
  })
})
