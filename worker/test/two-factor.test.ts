import { describe, expect, it } from 'vitest'
import { totpCode, totpStep } from '../src/auth/totp'
import { bearer, call, expectError, forgetRateLimits, login, ORIGIN, validationOf, verifiedCustomer } from './accounts'

const post = (path: string, token: string, body: unknown) => call(path, body, { headers: { ...bearer(token), origin: ORIGIN } })
const codeAt = (secret: string, offset = 0) => totpCode(secret, totpStep(Date.now()) + offset)

describe('two-factor authentication', () => {
  it('turns on with the password, shows the secret and otpauth URI, and activates with a code', async () => {
    await verifiedCustomer('otp@portal.test')
    const { accessToken } = await login('otp')
    await expectError(post('/api/user/turn-on-2fa', accessToken, { password: 'Wrong123' }), 400, 'WRONG_PASSWORD')
    const setup = (await (await post('/api/user/turn-on-2fa', accessToken, { password: 'Secret123' })).json()) as {
      secret: string
      otpauthUri: string
    }
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`)
    expect(setup.otpauthUri).toContain('otp%40portal.test')

    // Not active until a code proves the app holds the secret.
    expect((await login('otp')).user).toMatchObject({ twoFactorEnabled: false })
    await expectError(post('/api/user/verify-2fa', accessToken, { password: 'Secret123', code: '000000' }), 400, 'INVALID_2FA')
    expect((await post('/api/user/verify-2fa', accessToken, { password: 'Secret123', code: await codeAt(setup.secret) })).status).toBe(200)

    await expectError(call('/api/auth/login', { username: 'otp', password: 'Secret123' }), 400, 'MISSING_2FA')
    await expectError(call('/api/auth/login', { username: 'otp', password: 'Secret123', code: '000000' }), 400, 'INVALID_2FA')
    await forgetRateLimits()
    const next = await codeAt(setup.secret, 1)
    expect((await login('otp', 'Secret123', next)).user).toMatchObject({ twoFactorEnabled: true })
    // The same code again is a replay.
    await expectError(call('/api/auth/login', { username: 'otp', password: 'Secret123', code: next }), 400, 'INVALID_2FA')
  })

  it('refuses the code that activated it as a sign-in code', async () => {
    await verifiedCustomer('once@portal.test')
    const { accessToken } = await login('once')
    const { secret } = (await (await post('/api/user/turn-on-2fa', accessToken, { password: 'Secret123' })).json()) as { secret: string }
    const code = await codeAt(secret)
    await post('/api/user/verify-2fa', accessToken, { password: 'Secret123', code })
    await expectError(call('/api/auth/login', { username: 'once', password: 'Secret123', code }), 400, 'INVALID_2FA')
  })

  it('turns off with the password and a code', async () => {
    await verifiedCustomer('off@portal.test')
    const { accessToken } = await login('off')
    const { secret } = (await (await post('/api/user/turn-on-2fa', accessToken, { password: 'Secret123' })).json()) as { secret: string }
    await post('/api/user/verify-2fa', accessToken, { password: 'Secret123', code: await codeAt(secret, -1) })
    expect(await validationOf(post('/api/user/turn-off-2fa', accessToken, { password: '', code: '' }))).toEqual({
      password: 'fieldIsEmpty',
      code: 'fieldIsEmpty',
    })
    await expectError(
      post('/api/user/turn-off-2fa', accessToken, { password: 'Wrong123', code: await codeAt(secret) }),
      400,
      'WRONG_PASSWORD',
    )
    expect((await post('/api/user/turn-off-2fa', accessToken, { password: 'Secret123', code: await codeAt(secret) })).status).toBe(200)
    expect((await login('off')).user).toMatchObject({ twoFactorEnabled: false })
    await expectError(
      post('/api/user/turn-off-2fa', accessToken, { password: 'Secret123', code: await codeAt(secret, 1) }),
      400,
      'INVALID_2FA',
    )
  })
})
