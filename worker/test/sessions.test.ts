import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api } from '../src/api/app'
import { signAccessToken } from '../src/auth/tokens'
import { bearer, call, cookieValue, expectError, login, ORIGIN, setCookies, verifiedCustomer } from './accounts'
import { testSecrets } from './constants'
import { request } from './worker'

const me = (headers: Record<string, string>) => request('/api/user/me', { headers })
const renew = (refreshToken: string) => call('/api/auth/renew-token', { refreshToken })

describe('sessions and tokens', () => {
  it('reach the API by Bearer header and by cookie', async () => {
    await verifiedCustomer('tam@portal.test')
    const { accessToken } = await login('tam')
    expect(await (await me(bearer(accessToken))).json()).toMatchObject({ email: 'tam@portal.test' })
    expect(await (await me({ cookie: `accessToken=${accessToken}` })).json()).toMatchObject({ email: 'tam@portal.test' })
  })

  it('answer TOKEN_EXPIRED (403) for an expired access token and INVALID_TOKEN (401) for a bad one', async () => {
    await verifiedCustomer('old@portal.test')
    const { accessToken, user } = await login('old')
    const sid = JSON.parse(atob(accessToken.split('.')[1] ?? '')).sid as string
    const expired = await signAccessToken({ sub: user._id, sid, role: 1 }, testSecrets.JWT_SECRET, Date.now() - 3600_000, 900)
    await expectError(me(bearer(expired)), 403, 'TOKEN_EXPIRED')
    await expectError(me(bearer(`${accessToken}x`)), 401, 'INVALID_TOKEN')
    const forged = await signAccessToken({ sub: user._id, sid, role: 0 }, 'another-secret-0123456789-0123456789', Date.now(), 900)
    await expectError(me(bearer(forged)), 401, 'INVALID_TOKEN')
    await expectError(me({}), 401, 'INVALID_TOKEN')
  })

  it('answer INVALID_TOKEN (401), not TOKEN_EXPIRED, for a token with a wrong signature, whatever its exp says', async () => {
    await verifiedCustomer('forger@portal.test')
    const { accessToken, user } = await login('forger')
    const sid = JSON.parse(atob(accessToken.split('.')[1] ?? '')).sid as string
    const claims = { sub: user._id, sid, role: 0 }
    const forgedPast = await signAccessToken(claims, 'another-secret-0123456789-0123456789', Date.now() - 3600_000, 900)
    await expectError(me(bearer(forgedPast)), 401, 'INVALID_TOKEN')
    await expectError(me({ cookie: `accessToken=${forgedPast}` }), 401, 'INVALID_TOKEN')
    // The real token with its signature cut off, or with an expired payload pasted onto its signature.
    const [head, , signature] = accessToken.split('.')
    const pastBody = btoa(JSON.stringify({ ...claims, role: 1, iat: 1, exp: 2, typ: 'access' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    await expectError(me(bearer(`${head}.${pastBody}.${signature}`)), 401, 'INVALID_TOKEN')
    await expectError(me(bearer(`${head}.${pastBody}.`)), 401, 'INVALID_TOKEN')
  })

  it('rotate the refresh token; the old one used again ends the whole family', async () => {
    await verifiedCustomer('rot@portal.test')
    const first = await login('rot')
    const second = (await (await renew(first.refreshToken)).json()) as { accessToken: string; refreshToken: string }
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect((await me(bearer(second.accessToken))).status).toBe(200)
    const third = (await (await renew(second.refreshToken)).json()) as { accessToken: string; refreshToken: string }

    // Duplicates within the reuse interval (two tabs) get the pair again; past it, as a thief's
    // replay would be, the spent token is reuse. A Worker configured without the interval shows it now.
    const strict = { ...env, REFRESH_REUSE_INTERVAL_SECONDS: '0' }
    const replay = new Request('http://portal.test/api/auth/renew-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: first.refreshToken }),
    })
    await expectError(api.fetch(replay, strict, createExecutionContext()), 401, 'INVALID_TOKEN')
    await expectError(renew(third.refreshToken), 401, 'INVALID_TOKEN')
    await expectError(me(bearer(third.accessToken)), 401, 'INVALID_TOKEN')
  })

  it('treat a duplicate within the reuse interval as the same renewal, not as reuse', async () => {
    await verifiedCustomer('dup@portal.test')
    const first = await login('dup')
    const a = (await (await renew(first.refreshToken)).json()) as { refreshToken: string }
    const b = (await (await renew(first.refreshToken)).json()) as { refreshToken: string }
    expect(b.refreshToken).toBe(a.refreshToken)
    expect((await renew(a.refreshToken)).status).toBe(200)
  })

  it('give two concurrent renewals of one token the same pair: one token never forks', async () => {
    await verifiedCustomer('tabs@portal.test')
    const { refreshToken } = await login('tabs')
    const answers = await Promise.all([renew(refreshToken), renew(refreshToken), renew(refreshToken)])
    const pairs = await Promise.all(answers.map((a) => a.json() as Promise<{ refreshToken: string }>))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1)
    const live = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE revoked_at IS NULL').first()
    expect(live).toEqual({ n: 1 })
  })

  it('renew from the portal cookie when the body carries no token', async () => {
    await verifiedCustomer('jar@portal.test')
    const { refreshToken } = await login('jar')
    const response = await request('/api/auth/renew-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `refreshToken=${refreshToken}`, origin: ORIGIN },
      body: '{}',
    })
    expect(response.status).toBe(200)
    const cookies = setCookies(response)
    expect(cookieValue(cookies.refreshToken)).not.toBe(refreshToken)
  })

  it('log out: the session is revoked and the cookies cleared', async () => {
    await verifiedCustomer('bye@portal.test')
    const { accessToken, refreshToken } = await login('bye')
    const response = await request('/api/auth/logout', { method: 'POST', headers: { ...bearer(accessToken), origin: ORIGIN } })
    expect(response.status).toBe(200)
    expect(setCookies(response).accessToken).toMatch(/Max-Age=0/)
    await expectError(me(bearer(accessToken)), 401, 'INVALID_TOKEN')
    await expectError(renew(refreshToken), 401, 'INVALID_TOKEN')
  })

  it('refuse cookie-authenticated mutations from another origin or without one', async () => {
    await verifiedCustomer('csrf@portal.test')
    const { accessToken } = await login('csrf')
    const change = (headers: Record<string, string>) =>
      request('/api/user/generate-key', { method: 'POST', headers: { cookie: `accessToken=${accessToken}`, ...headers } })
    await expectError(change({ origin: 'https://evil.example' }), 409, 'PERMISSION_DENIED')
    await expectError(change({}), 409, 'PERMISSION_DENIED')
    expect((await change({ origin: ORIGIN })).status).toBe(200)
    // A login posted from another site is refused too.
    await expectError(
      call('/api/auth/login', { username: 'csrf', password: 'Secret123' }, { headers: { origin: 'https://evil.example' } }),
      409,
      'PERMISSION_DENIED',
    )
  })
})
