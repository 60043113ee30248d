import { describe, expect, it } from 'vitest'
import { bearer, call, expectError, login, ORIGIN, verifiedCustomer } from './accounts'
import { request } from './worker'

describe('API keys', () => {
  it('are shown once, stored hashed, authenticate as Bearer, and stop working when regenerated', async () => {
    await verifiedCustomer('dev@portal.test')
    const { accessToken } = await login('dev')
    const generate = () => call('/api/user/generate-key', {}, { headers: { ...bearer(accessToken), origin: ORIGIN } })
    const { apiKey } = (await (await generate()).json()) as { apiKey: string }
    expect(apiKey).toMatch(/^pk_[\w-]{43}$/)

    const me = (await (await request('/api/user/me', { headers: bearer(apiKey) })).json()) as { email: string; apiKey: string }
    expect(me.email).toBe('dev@portal.test')
    expect(me.apiKey).toBe(`${apiKey.slice(0, 10)}••••••••`)

    const { apiKey: next } = (await (await generate()).json()) as { apiKey: string }
    await expectError(request('/api/user/me', { headers: bearer(apiKey) }), 401, 'INVALID_TOKEN')
    expect((await request('/api/user/me', { headers: bearer(next) })).status).toBe(200)
  })

  it('cannot change the account itself: password, two-factor and keys need a signed-in session', async () => {
    await verifiedCustomer('bot@portal.test')
    const { accessToken } = await login('bot')
    const { apiKey } = (await (
      await call('/api/user/generate-key', {}, { headers: { ...bearer(accessToken), origin: ORIGIN } })
    ).json()) as {
      apiKey: string
    }
    await expectError(call('/api/user/generate-key', {}, { headers: bearer(apiKey) }), 409, 'PERMISSION_DENIED')
    await expectError(
      call('/api/user/update', { oldPassword: 'Secret123', newPassword: 'Other123' }, { method: 'PUT', headers: bearer(apiKey) }),
      409,
      'PERMISSION_DENIED',
    )
    await expectError(call('/api/user/turn-on-2fa', { password: 'Secret123' }, { headers: bearer(apiKey) }), 409, 'PERMISSION_DENIED')
  })
})
