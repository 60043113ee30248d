import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, expectError, login, setCookies, validationOf, verifiedCustomer } from './accounts'

describe('POST /api/auth/login', () => {
  it('takes a username or an e-mail, in any case, and answers tokens and the user', async () => {
    await verifiedCustomer('Khanh@Portal.test')
    const byEmail = await login('KHANH@portal.test')
    const byUsername = await login('khanh')
    for (const answer of [byEmail, byUsername]) {
      expect(answer.accessToken.split('.')).toHaveLength(3)
      expect(answer.refreshToken).toMatch(/^[\w-]+\.[\w-]+$/)
      expect(answer.user).toMatchObject({ username: 'khanh', email: 'khanh@portal.test', role: 1, balance: 0, twoFactorEnabled: false })
    }
  })

  it('sets both tokens as httpOnly, Secure, SameSite=Lax cookies', async () => {
    await verifiedCustomer('cookie@portal.test')
    const response = await call('/api/auth/login', { username: 'cookie@portal.test', password: 'Secret123' })
    const cookies = setCookies(response)
    for (const name of ['accessToken', 'refreshToken']) {
      expect(cookies[name], name).toMatch(/HttpOnly/)
      expect(cookies[name], name).toMatch(/Secure/)
      expect(cookies[name], name).toMatch(/SameSite=Lax/)
      expect(cookies[name], name).toMatch(/Path=\//)
    }
  })

  it('reaches every sign-in failure code', async () => {
    await verifiedCustomer('dung@portal.test')
    await expectError(call('/api/auth/login', { username: 'nobody', password: 'Secret123' }), 404, 'USERNAME_NOT_EXISTS')
    await expectError(call('/api/auth/login', { username: 'dung', password: 'Wrong123' }), 400, 'WRONG_PASSWORD')
    await env.DB.prepare('UPDATE users SET banned_at = 1 WHERE email = ?').bind('dung@portal.test').run()
    await expectError(call('/api/auth/login', { username: 'dung', password: 'Secret123' }), 400, 'USERNAME_BANNED')
    await env.DB.prepare('UPDATE users SET banned_at = NULL, email_verified_at = NULL WHERE email = ?').bind('dung@portal.test').run()
    await expectError(call('/api/auth/login', { username: 'dung', password: 'Secret123' }), 400, 'NOT_VERIFY_MAIL')
    await env.DB.prepare('UPDATE users SET email_verified_at = 1, password_hash = NULL WHERE email = ?').bind('dung@portal.test').run()
    await expectError(call('/api/auth/login', { username: 'dung', password: 'Secret123' }), 400, 'GOOGLE_LOGIN')
  })

  it('requires both fields', async () => {
    expect(await validationOf(call('/api/auth/login', { username: ' ', password: '' }))).toEqual({
      username: 'fieldIsEmpty',
      password: 'fieldIsEmpty',
    })
    expect(await validationOf(call('/api/auth/login', { username: 'a', password: 'b', code: '12' }))).toEqual({ code: 'codeInvalid' })
  })
})
