import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { sha256 } from '../src/auth/crypto'
import type { BoughtCheckAnswer } from '../src/contract/checker'
import { MAX_EXTENSION_TOKENS, readConnectCode } from '../src/contract/extension'
import { bearer, call, expectError, ORIGIN, validationOf } from './accounts'
import { listed } from './bought-proxy-fixtures'
import { servers } from './checker-fixtures'
import { asExtension, connect, connected, EXTENSION_ORIGIN, lastUsedAgo, storedToken, storedTokens } from './extension-fixtures'
import { balanceOf } from './money'
import { addProxies, bought, choice, customer, customerCall, okJson, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const me = (token: string) => asExtension(token, 'user/me')

describe('extension tokens', () => {
  it('are issued with a session, shown once inside a connection code for this portal, and stored only as a hash', async () => {
    const an = await customer('ext-issue')
    const before = Date.now()
    const issued = await connect(an, '  Chrome on Linux  ')
    expect(issued.token).toMatch(/^pe_[\w-]{43}$/)
    expect(readConnectCode(issued.connectCode)).toEqual({ url: ORIGIN, token: issued.token })
    expect(issued.view).toEqual({ _id: expect.any(String), label: 'Chrome on Linux', createdAt: expect.any(Number), lastUsedAt: null })
    expect(issued.view.createdAt).toBeGreaterThanOrEqual(before)

    const rows = await storedTokens()
    expect(rows).toEqual([
      {
        id: issued.view._id,
        user_id: an.id,
        token_hash: await sha256(issued.token),
        label: 'Chrome on Linux',
        last_used_at: null,
        revoked_at: null,
      },
    ])
    const tableText = JSON.stringify((await env.DB.prepare('SELECT * FROM extension_tokens').all()).results)
    expect(tableText).not.toContain(issued.token.slice(3))

    const second = await connect(an, 'Firefox on Windows')
    expect(second.token).not.toBe(issued.token)
    expect(await connected(an)).toEqual({ data: [second.view, issued.view], total: 2 })
    expect((await okJson<{ email: string }>(me(issued.token))).email).toBe('ext-issue@portal.test')
  })

  it('need a label of at most 60 characters', async () => {
    const an = await customer('ext-label')
    const issue = (body: unknown) => customerCall(an, 'user/extension-token', body)
    expect(await validationOf(issue({ label: '   ' }))).toEqual({ label: 'fieldIsEmpty' })
    expect(await validationOf(issue({ label: 'x'.repeat(61) }))).toEqual({ label: 'tooLong' })
    expect(await validationOf(issue({}))).toEqual({ label: 'fieldIsEmpty' })
    expect(await storedTokens()).toEqual([])
  })

  it(`are at most ${MAX_EXTENSION_TOKENS} connected at once; a disconnected browser frees its place`, async () => {
    const an = await customer('ext-cap')
    const issued = []
    for (let at = 0; at < MAX_EXTENSION_TOKENS; at++) issued.push(await connect(an, `Browser ${at}`))
    expect(await validationOf(customerCall(an, 'user/extension-token', { label: 'One more' }))).toEqual({ label: 'tooLong' })
    expect((await connected(an)).total).toBe(MAX_EXTENSION_TOKENS)
    await okJson(customerCall(an, `user/extension-token/${issued[0]?.view._id}`, undefined, { method: 'DELETE' }))
    expect((await connect(an, 'One more')).view.label).toBe('One more')
  })

  it('read and act on proxies like an API key: list, tags, me, my IP, auth IPs, change IP, check', async () => {
    await addProxies(3)
    const an = await customer('ext-actions', 1_000_000)
    const [proxy] = (await bought(an, choice())).proxies
    const id = proxy?._id ?? ''
    const { token } = await connect(an)

    const list = await okJson<{ data: { _id: string }[]; total: number }>(asExtension(token, 'bought-proxy/list?status=using&limit=100'))
    expect(list.data.map((row) => row._id)).toEqual([id])
    expect(await okJson(asExtension(token, 'tag/list'))).toEqual({ data: [], total: 0 })
    const seen = await call('/api/user/my-ip', undefined, { headers: { ...bearer(token), 'cf-connecting-ip': '203.0.113.7' } })
    expect(await okJson(seen)).toEqual({ ip: '203.0.113.7', countryCode: null })

    expect(await okJson(asExtension(token, 'bought-proxy/auth-ip', { listBoughtProxyId: [id], authIp: '203.0.113.7' }, 'PUT'))).toEqual({
      updated: 1,
    })
    expect((await listed(an)).data[0]?.authIps).toEqual(['203.0.113.7'])

    expect(await okJson(asExtension(token, 'bought-proxy/change-ip', { listBoughtProxyId: [id] }))).toEqual({ results: [{ id, ok: true }] })

    // The checker tries the proxy for real: its address now points at a closed local port, refused at once.
    await env.DB.prepare(
      "UPDATE proxies SET host = '127.0.0.1', http_port = ?, socks_port = NULL WHERE id = (SELECT proxy_id FROM bought_proxies WHERE id = ?)",
    )
      .bind(servers.closedPort, id)
      .run()
    const checked = await okJson<BoughtCheckAnswer>(asExtension(token, 'bought-proxy/check', { listBoughtProxyId: [id] }))
    expect(checked.results).toMatchObject([{ id, locked: false, health: { alive: false, failure: 'refused' } }])
    await expectError(
      asExtension(token, 'bought-proxy/auth-ip', { listBoughtProxyId: ['not-mine'], authIp: '1.2.3.4' }, 'PUT'),
      404,
      'PROXY_NOT_EXISTS',
    )
  })

  it('cannot move money or change the account: buy, top up, password, keys, tokens', async () => {
    await addProxies(2)
    const an = await customer('ext-limits', 500_000)
    const [held] = (await bought(an, choice())).proxies
    const { token, view } = await connect(an)
    const balance = await balanceOf(an.id)
    const refused: [string, string, unknown][] = [
      ['POST', 'order/create', choice()],
      ['POST', 'user/momo-create-order', { amount: 100_000 }],
      ['POST', 'user/usdt-create-order', { amount: 100_000 }],
      ['PUT', 'bought-proxy/renew-list', { listBoughtProxyId: [held?._id] }],
      ['PUT', 'bought-proxy/change-password', { listBoughtProxyId: [held?._id], password: 'Stolen12345' }],
      ['PUT', 'user/update', { oldPassword: 'Secret123', newPassword: 'Other1234' }],
      ['POST', 'user/generate-key', {}],
      ['POST', 'user/turn-on-2fa', { password: 'Secret123' }],
      ['POST', 'user/extension-token', { label: 'Another' }],
      ['GET', 'user/extension-tokens', undefined],
      ['DELETE', `user/extension-token/${view._id}`, undefined],
    ]
    for (const [method, path, body] of refused) {
      await expectError(asExtension(token, path, body, method), 409, 'PERMISSION_DENIED').catch((error) =>
        Promise.reject(new Error(`${method} ${path}: ${error}`)),
      )
    }
    expect(await balanceOf(an.id)).toBe(balance)
    expect((await storedTokens()).map((row) => row.revoked_at)).toEqual([null])
    expect((await okJson<{ apiKey: string | null }>(me(token))).apiKey).toBeNull()
  })

  it('are revoked from /account by id, or by the extension itself, and stop working', async () => {
    const an = await customer('ext-revoke')
    const first = await connect(an, 'Chrome on Linux')
    const second = await connect(an, 'Edge on Windows')
    const revokeById = (id: string) => customerCall(an, `user/extension-token/${id}`, undefined, { method: 'DELETE' })

    expect(await okJson(revokeById(first.view._id))).toEqual({ revoked: true })
    await expectError(me(first.token), 401, 'INVALID_TOKEN')
    await expectError(revokeById(first.view._id), 404, 'NOT_FOUND')
    expect((await connected(an)).data).toEqual([second.view])

    expect(await okJson(asExtension(second.token, 'user/extension-token/self', undefined, 'DELETE'))).toEqual({ revoked: true })
    await expectError(me(second.token), 401, 'INVALID_TOKEN')
    await expectError(asExtension(second.token, 'user/extension-token/self', undefined, 'DELETE'), 401, 'INVALID_TOKEN')
    expect(await connected(an)).toEqual({ data: [], total: 0 })
    expect((await storedToken(second.view._id))?.revoked_at).toEqual(expect.any(Number))
  })

  it("'self' with an API key or a session revokes nothing", async () => {
    const an = await customer('ext-self')
    const { token } = await connect(an)
    const { apiKey } = await okJson<{ apiKey: string }>(customerCall(an, 'user/generate-key', {}))
    expect(await okJson(asExtension(apiKey, 'user/extension-token/self', undefined, 'DELETE'))).toEqual({ revoked: false })
    expect(await okJson(customerCall(an, 'user/extension-token/self', undefined, { method: 'DELETE' }))).toEqual({ revoked: false })
    expect((await okJson(me(token))) as object).toMatchObject({ username: 'ext-self' })
  })

  it("another customer's token is NOT_FOUND and stays connected", async () => {
    const owner = await customer('ext-owner')
    const other = await customer('ext-other')
    const { token, view } = await connect(owner)
    await expectError(customerCall(other, `user/extension-token/${view._id}`, undefined, { method: 'DELETE' }), 404, 'NOT_FOUND')
    expect(await connected(other)).toEqual({ data: [], total: 0 })
    expect((await storedToken(view._id))?.revoked_at).toBeNull()
    expect((await me(token)).status).toBe(200)
  })

  it('are refused as unknown, from a cookie, or for a banned or deleted account (INVALID_TOKEN)', async () => {
    const banned = await customer('ext-banned')
    const deleted = await customer('ext-deleted')
    const bannedToken = (await connect(banned)).token
    const deletedToken = (await connect(deleted)).token
    await expectError(me(`pe_${'A'.repeat(43)}`), 401, 'INVALID_TOKEN')
    await expectError(call('/api/user/me', undefined, { headers: { cookie: `accessToken=${bannedToken}` } }), 401, 'INVALID_TOKEN')
    await env.DB.prepare('UPDATE users SET banned_at = ? WHERE id = ?').bind(Date.now(), banned.id).run()
    await env.DB.prepare('UPDATE users SET deleted_at = ? WHERE id = ?').bind(Date.now(), deleted.id).run()
    await expectError(me(bannedToken), 401, 'INVALID_TOKEN')
    await expectError(me(deletedToken), 401, 'INVALID_TOKEN')
    await expectError(asExtension(bannedToken, 'user/extension-token/self', undefined, 'DELETE'), 401, 'INVALID_TOKEN')
  })

  it('record their last use, at most once a minute', async () => {
    const an = await customer('ext-used')
    const { token, view } = await connect(an)
    const before = Date.now()
    await okJson(me(token))
    const first = (await storedToken(view._id))?.last_used_at ?? 0
    expect(first).toBeGreaterThanOrEqual(before)
    await okJson(asExtension(token, 'user/my-ip'))
    expect((await storedToken(view._id))?.last_used_at).toBe(first)
    expect((await connected(an)).data[0]?.lastUsedAt).toBe(first)

    await lastUsedAgo(view._id, 61_000)
    const later = Date.now()
    await okJson(asExtension(token, 'tag/list'))
    expect((await storedToken(view._id))?.last_used_at).toBeGreaterThanOrEqual(later)
  })

  it("are let through the origin check from the extension's origin; a session from there is not", async () => {
    const an = await customer('ext-origin')
    const { token } = await connect(an)
    const fromExtension = (headers: Record<string, string>) =>
      call('/api/user/extension-token/self', undefined, { method: 'DELETE', headers: { ...headers, origin: EXTENSION_ORIGIN } })
    await expectError(fromExtension(bearer(an.token)), 409, 'PERMISSION_DENIED')
    await expectError(fromExtension({ cookie: `accessToken=${an.token}` }), 409, 'PERMISSION_DENIED')
    expect(await okJson(fromExtension(bearer(token)))).toEqual({ revoked: true })
  })
})
