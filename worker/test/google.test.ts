import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, expectError, forgetRateLimits, login, ORIGIN, verifiedCustomer } from './accounts'
import { GOOGLE_TEST_CLIENT_ID } from './constants'

/** An ID token minted by the local key server; Google's claims, then what the test changes. */
async function idToken(claims: Record<string, unknown> = {}, kid = 'key-1'): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const base = {
    iss: 'https://accounts.google.com',
    aud: GOOGLE_TEST_CLIENT_ID,
    sub: '1234567890',
    email: 'google.user@gmail.test',
    email_verified: true,
    name: 'Google User',
    iat: now,
    exp: now + 3600,
  }
  const response = await fetch(`${env.TEST_GOOGLE_KEYS_URL}/sign`, {
    method: 'POST',
    body: JSON.stringify({ kid, claims: { ...base, ...claims } }),
  })
  return ((await response.json()) as { token: string }).token
}

const google = (credential: string, code?: string) =>
  call('/api/auth/google', { credential, ...(code && { code }) }, { headers: { origin: ORIGIN } })

describe('Google sign-in', () => {
  it('accepts a good token and creates a verified account without a password', async () => {
    const response = await google(await idToken())
    const body = (await response.json()) as { accessToken: string; user: Record<string, unknown> }
    expect(response.status).toBe(200)
    expect(body.user).toMatchObject({
      email: 'google.user@gmail.test',
      name: 'Google User',
      username: 'google.user',
      hasPassword: false,
      emailVerified: true,
    })
    // Password login before a password is set: log in with Google and set one.
    await expectError(call('/api/auth/login', { username: 'google.user@gmail.test', password: 'anything' }), 400, 'GOOGLE_LOGIN')
    // Signing in again finds the same account.
    const again = (await (await google(await idToken({ name: 'Renamed' }))).json()) as { user: { _id: string } }
    expect(again.user._id).toBe(body.user._id)
  })

  it('lets a Google account set a first password, once; until then password actions are MISS_PASSWORD', async () => {
    const { accessToken } = (await (await google(await idToken())).json()) as { accessToken: string }
    const turnOn = call(
      '/api/user/turn-on-2fa',
      { password: 'anything' },
      { headers: { authorization: `Bearer ${accessToken}`, origin: ORIGIN } },
    )
    await expectError(turnOn, 400, 'MISS_PASSWORD')
    const set = (newPassword: string) =>
      call('/api/user/set-password', { newPassword }, { headers: { authorization: `Bearer ${accessToken}`, origin: ORIGIN } })
    const response = await set('Chosen123')
    expect(response.status).toBe(200)
    expect((await login('google.user@gmail.test', 'Chosen123')).user).toMatchObject({ hasPassword: true })
    const { accessToken: fresh } = (await response.json()) as { accessToken: string }
    const again = await call(
      '/api/user/set-password',
      { newPassword: 'Other123' },
      { headers: { authorization: `Bearer ${fresh}`, origin: ORIGIN } },
    )
    await expectError(again, 400, 'INVALID_INPUT')
  })

  it('links to the verified account that has the e-mail', async () => {
    await verifiedCustomer('linked@portal.test')
    const existing = await login('linked')
    const body = (await (await google(await idToken({ sub: '555', email: 'Linked@Portal.test' }))).json()) as {
      user: { _id: string; hasPassword: boolean }
    }
    expect(body.user).toMatchObject({ _id: existing.user._id, hasPassword: true })
    const row = await env.DB.prepare('SELECT google_sub FROM users WHERE email = ?').bind('linked@portal.test').first()
    expect(row).toEqual({ google_sub: '555' })
  })

  it('rejects a bad signature, a wrong audience, an expired token and an unverified e-mail', async () => {
    const now = Math.floor(Date.now() / 1000)
    const bad = [
      await idToken({}, 'unknown'),
      `${(await idToken()).slice(0, -4)}AAAA`,
      await idToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ iss: 'https://evil.example' }),
      await idToken({ exp: now - 3600, iat: now - 7200 }),
      await idToken({ email_verified: false }),
      'not.a.token',
    ]
    for (const [index, credential] of bad.entries()) {
      if (index === 5) await forgetRateLimits()
      await expectError(google(credential), 400, 'GOOGLE_TOKEN_INVALID').catch((error) =>
        Promise.reject(new Error(`token ${index}: ${error}`)),
      )
    }
    const accounts = await env.DB.prepare('SELECT COUNT(*) AS n FROM users').first()
    expect(accounts).toEqual({ n: 0 })
  })

  it('checks the token with jose as the JWT rules say: not before its nbf, the exact issuer, the claims Google always sets', async () => {
    const now = Math.floor(Date.now() / 1000)
    const bad = [
      await idToken({ nbf: now + 600 }),
      await idToken({ iss: 'accounts.google.com.evil.example' }),
      await idToken({ aud: [] }),
      await idToken({ exp: undefined }),
      await idToken({ email: undefined }),
    ]
    for (const [index, credential] of bad.entries()) {
      await expectError(google(credential), 400, 'GOOGLE_TOKEN_INVALID').catch((error) =>
        Promise.reject(new Error(`token ${index}: ${error}`)),
      )
    }
    await forgetRateLimits()
    // Within a minute of skew either way is still good: clocks differ a little.
    expect((await google(await idToken({ nbf: now + 30, iat: now + 30 }))).status).toBe(200)
    expect((await google(await idToken({ sub: '42', email: 'late@gmail.test', exp: now - 30 }))).status).toBe(200)
  })

  it('asks for the two-factor code when it is on, and refuses banned accounts', async () => {
    const first = (await (await google(await idToken({ sub: '777', email: 'g2@gmail.test' }))).json()) as { user: { _id: string } }
    await env.DB.prepare("UPDATE users SET two_factor_secret = 'v1.x.y' WHERE id = ?").bind(first.user._id).run()
    await expectError(google(await idToken({ sub: '777', email: 'g2@gmail.test' })), 400, 'MISSING_2FA')
    await env.DB.prepare('UPDATE users SET two_factor_secret = NULL, banned_at = 1 WHERE id = ?').bind(first.user._id).run()
    await expectError(google(await idToken({ sub: '777', email: 'g2@gmail.test' })), 400, 'USERNAME_BANNED')
  })
})
