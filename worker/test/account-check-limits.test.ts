import { describe, expect, it } from 'vitest'
import { totpCode, totpStep } from '../src/auth/totp'
import { bearer, call, expectError, login, ORIGIN, verifiedCustomer } from './accounts'

/** A call behind the session, from `ip`. */
const from = (ip: string, token: string, path: string, body: unknown, method = 'POST') =>
  call(path, body, { method, headers: { ...bearer(token), origin: ORIGIN, 'cf-connecting-ip': ip } })

const codeNow = (secret: string) => totpCode(secret, totpStep(Date.now()))
const wrongCode = async (secret: string) => ((await codeNow(secret)) === '000000' ? '111111' : '000000')

async function withTwoFactorPending(email: string) {
  await verifiedCustomer(email)
  const { accessToken } = await login(email)
  const setup = await from('198.51.100.1', accessToken, '/api/user/turn-on-2fa', { password: 'Secret123' })
  return { token: accessToken, secret: ((await setup.json()) as { secret: string }).secret }
}

/** Issue 12 item 4: the checks behind a session are limited like sign-in (ADR 0021). */
describe('limits on the checks of a signed-in account', () => {
  it('change-password: five wrong old passwords from one address refuse that address, as sign-in does, and no other', async () => {
    await verifiedCustomer('change@portal.test')
    const { accessToken } = await login('change@portal.test')
    const change = (ip: string, oldPassword: string) =>
      from(ip, accessToken, '/api/user/update', { oldPassword, newPassword: 'Newer123' }, 'PUT')
    for (let i = 0; i < 5; i++) await expectError(change('203.0.113.80', 'Wrong123'), 400, 'WRONG_PASSWORD')
    const refused = await change('203.0.113.80', 'Secret123')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    await expectError(refused, 429, 'TOO_MANY_REQUEST')
    // One count of wrong guesses per account and address: the sign-in there is refused too.
    const signIn = call(
      '/api/auth/login',
      { username: 'change', password: 'Secret123' },
      { headers: { 'cf-connecting-ip': '203.0.113.80' } },
    )
    await expectError(signIn, 429, 'TOO_MANY_REQUEST')
    expect((await change('198.51.100.2', 'Secret123')).status).toBe(200)
  })

  it('turn-on-2fa: the password is limited the same way', async () => {
    await verifiedCustomer('start@portal.test')
    const { accessToken } = await login('start@portal.test')
    const start = (password: string) => from('203.0.113.81', accessToken, '/api/user/turn-on-2fa', { password })
    for (let i = 0; i < 5; i++) await expectError(start('Wrong123'), 400, 'WRONG_PASSWORD')
    await expectError(start('Secret123'), 429, 'TOO_MANY_REQUEST')
  })

  it('verify-2fa: wrong codes are limited the same way', async () => {
    const { token, secret } = await withTwoFactorPending('verify@portal.test')
    const verify = async (code: string) => from('203.0.113.82', token, '/api/user/verify-2fa', { password: 'Secret123', code })
    for (let i = 0; i < 5; i++) await expectError(verify(await wrongCode(secret)), 400, 'INVALID_2FA')
    await expectError(verify(await codeNow(secret)), 429, 'TOO_MANY_REQUEST')
  })

  it('turn-off-2fa: wrong codes are limited the same way', async () => {
    const { token, secret } = await withTwoFactorPending('off@portal.test')
    expect((await from('198.51.100.3', token, '/api/user/verify-2fa', { password: 'Secret123', code: await codeNow(secret) })).status).toBe(
      200,
    )
    const off = async (code: string) => from('203.0.113.83', token, '/api/user/turn-off-2fa', { password: 'Secret123', code })
    for (let i = 0; i < 5; i++) await expectError(off(await wrongCode(secret)), 400, 'INVALID_2FA')
    await expectError(off(await codeNow(secret)), 429, 'TOO_MANY_REQUEST')
  })
})
