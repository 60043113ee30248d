import { describe, expect, it } from 'vitest'
import { bearer, call, expectError, latestCode, login, ORIGIN, verifiedCustomer } from './accounts'
import { asExtension, connect } from './extension-fixtures'
import { okJson } from './order-fixtures'
import { request } from './worker'

const me = (token: string) => request('/api/user/me', { headers: bearer(token) })

/** An account with every kind of credential: two sessions, an API key and two connected browsers. */
async function fullyConnected(email: string) {
  await verifiedCustomer(email)
  const here = await login(email)
  const elsewhere = await login(email)
  const who = { id: here.user._id, token: here.accessToken }
  const { apiKey } = await okJson<{ apiKey: string }>(
    call('/api/user/generate-key', {}, { headers: { ...bearer(here.accessToken), origin: ORIGIN } }),
  )
  const browsers = [await connect(who, 'Chrome on Linux'), await connect(who, 'Firefox on Windows')]
  // Every one of them works before the password changes.
  for (const token of [elsewhere.accessToken, apiKey, ...browsers.map((browser) => browser.token)])
    expect((await me(token)).status).toBe(200)
  expect((await asExtension(browsers[0]?.token ?? '', 'user/me')).status).toBe(200)
  return { here, elsewhere, apiKey, browsers }
}

async function expectAllEnded(account: Awaited<ReturnType<typeof fullyConnected>>) {
  await expectError(me(account.elsewhere.accessToken), 401, 'INVALID_TOKEN')
  await expectError(call('/api/auth/renew-token', { refreshToken: account.elsewhere.refreshToken }), 401, 'INVALID_TOKEN')
  await expectError(me(account.apiKey), 401, 'INVALID_TOKEN')
  for (const browser of account.browsers) await expectError(asExtension(browser.token, 'user/me'), 401, 'INVALID_TOKEN')
}

/** Issue 12 item 5: credentials follow the password (ADR 0021). */
describe('a new password ends the credentials made under the old one', () => {
  it('a change ends the other sessions, the API key and the extension tokens, keeps the caller signed in, and says what ended', async () => {
    const account = await fullyConnected('moved@portal.test')
    const changed = await okJson<{ accessToken: string; ended: unknown }>(
      call(
        '/api/user/update',
        { oldPassword: 'Secret123', newPassword: 'Newer123' },
        {
          method: 'PUT',
          headers: { ...bearer(account.here.accessToken), origin: ORIGIN },
        },
      ),
    )
    expect(changed.ended).toEqual({ sessions: 1, apiKey: true, extensionTokens: 2 })
    await expectAllEnded(account)
    const after = await okJson<{ apiKey: string | null }>(me(changed.accessToken))
    expect(after.apiKey).toBeNull()
    const listed = await okJson<{ total: number }>(call('/api/user/extension-tokens', undefined, { headers: bearer(changed.accessToken) }))
    expect(listed.total).toBe(0)
  })

  it('a reset ends every session, the API key and the extension tokens, and says what ended', async () => {
    const account = await fullyConnected('reset@portal.test')
    expect((await call('/api/auth/forgot-password', { email: 'reset@portal.test' })).status).toBe(200)
    const code = await latestCode('reset@portal.test')
    const { resetToken } = await okJson<{ resetToken: string }>(call('/api/auth/check-code-forgot', { email: 'reset@portal.test', code }))
    const reset = await okJson(call('/api/auth/create-new-password', { resetToken, password: 'Found123', confirmPassword: 'Found123' }))
    expect(reset).toEqual({ ok: true, ended: { sessions: 2, apiKey: true, extensionTokens: 2 } })
    await expectError(me(account.here.accessToken), 401, 'INVALID_TOKEN')
    await expectAllEnded(account)
  })

  it('says nothing else ended when nothing else was open', async () => {
    await verifiedCustomer('alone@portal.test')
    const { accessToken } = await login('alone@portal.test')
    const changed = await okJson<{ ended: unknown }>(
      call(
        '/api/user/update',
        { oldPassword: 'Secret123', newPassword: 'Newer123' },
        { method: 'PUT', headers: { ...bearer(accessToken), origin: ORIGIN } },
      ),
    )
    expect(changed.ended).toEqual({ sessions: 0, apiKey: false, extensionTokens: 0 })
  })
})
