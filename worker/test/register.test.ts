import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, expectError, latestCode, login, registration, validationOf, verifiedCustomer } from './accounts'
import { request } from './worker'

describe('POST /api/auth/register', () => {
  it('checks every field with its message', async () => {
    const response = call('/api/auth/register', {
      email: 'not-an-email',
      name: '   ',
      password: '12345',
      confirmPassword: '54321',
      affiliateCode: 'Bad_code',
      acceptTerms: false,
    })
    expect(await validationOf(response)).toEqual({
      email: 'emailInvalid',
      name: 'fieldIsEmpty',
      password: 'passwordMinLength',
      affiliateCode: 'affiliateCodeInvalid',
      acceptTerms: 'termsRequired',
    })
    // The confirmation is compared once the fields themselves are valid.
    const mismatch = call('/api/auth/register', registration('a@portal.test', { confirmPassword: 'Other123' }))
    expect(await validationOf(mismatch)).toEqual({ confirmPassword: 'passwordMismatch' })
    expect(await validationOf(call('/api/auth/register', { ...registration(''), email: '' }))).toMatchObject({ email: 'fieldIsEmpty' })
  })

  it('accepts an affiliate code that starts with a lowercase letter and holds letters, digits and dashes', async () => {
    for (const code of ['a', 'agent-007', 'bestProxy']) {
      const response = await call('/api/auth/register', registration(`${code}@portal.test`, { affiliateCode: code }))
      expect(response.status, code).toBe(200)
    }
    for (const code of ['7up', '-x', 'Agent', 'a b', 'a_b']) {
      expect(await validationOf(call('/api/auth/register', registration('x@portal.test', { affiliateCode: code }))), code).toEqual({
        affiliateCode: 'affiliateCodeInvalid',
      })
    }
  })

  it("stores the visitor's ip, country and analytics source, and mails a code in the visitor's language", async () => {
    const response = await request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.7', cookie: 'PARAGLIDE_LOCALE=en' },
      body: JSON.stringify(
        registration('Lan@Portal.test', { sourceReferer: 'https://google.com/', sourceTraffic: 'ads', affiliateCode: 'agent-1' }),
      ),
    })
    expect(await response.json()).toEqual({ email: 'lan@portal.test' })
    const row = await env.DB.prepare('SELECT * FROM users WHERE email = ?').bind('lan@portal.test').first()
    expect(row).toMatchObject({
      username: 'lan',
      ip: '203.0.113.7',
      source_referer: 'https://google.com/',
      source_traffic: 'ads',
      affiliate_code: 'agent-1',
      locale: 'en',
      email_verified_at: null,
    })
    expect(String(row?.password_hash)).toMatch(/^pbkdf2-sha256\$100000\$/)
    const mails = (await (await call('/api/dev/mailbox?to=lan@portal.test')).json()) as { subject: string; text: string }[]
    expect(mails[0]?.subject).toBe('Your e-mail verification code')
    expect(mails[0]?.text).toMatch(/\b\d{6}\b/)
  })

  it('cannot log in before the e-mail is verified, then can', async () => {
    await call('/api/auth/register', registration('mai@portal.test'))
    await expectError(call('/api/auth/login', { username: 'mai@portal.test', password: 'Secret123' }), 400, 'NOT_VERIFY_MAIL')
    await expectError(call('/api/auth/verify', { email: 'mai@portal.test', code: '000000' }), 400, 'VERIFY_EMAIL_FAIL')
    expect((await call('/api/auth/verify', { email: 'mai@portal.test', code: await latestCode('mai@portal.test') })).status).toBe(200)
    expect((await login('mai@portal.test')).user.username).toBe('mai')
  })

  it('uses a code once; a verified account is VERIFY_EMAIL_ALREADY', async () => {
    await call('/api/auth/register', registration('hoa@portal.test'))
    const code = await latestCode('hoa@portal.test')
    expect((await call('/api/auth/verify', { email: 'hoa@portal.test', code })).status).toBe(200)
    await expectError(call('/api/auth/verify', { email: 'hoa@portal.test', code }), 400, 'VERIFY_EMAIL_ALREADY')
    await expectError(call('/api/auth/receive-code', { email: 'hoa@portal.test' }), 400, 'VERIFY_EMAIL_ALREADY')
  })

  it('refuses an expired code: register again', async () => {
    await call('/api/auth/register', registration('binh@portal.test'))
    await env.DB.prepare('UPDATE email_codes SET expires_at = 1 WHERE email = ?').bind('binh@portal.test').run()
    await expectError(
      call('/api/auth/verify', { email: 'binh@portal.test', code: await latestCode('binh@portal.test') }),
      400,
      'VERIFY_EMAIL_FAIL_EXP',
    )
  })

  it('limits checks to 5 per 5 minutes, and a code dies after 5 wrong guesses', async () => {
    await call('/api/auth/register', registration('binh@portal.test'))
    const code = await latestCode('binh@portal.test')
    const wrong = code === '111111' ? '222222' : '111111'
    for (let i = 0; i < 5; i++)
      await expectError(call('/api/auth/verify', { email: 'binh@portal.test', code: wrong }), 400, 'VERIFY_EMAIL_FAIL')
    await expectError(call('/api/auth/verify', { email: 'binh@portal.test', code }), 429, 'TOO_MANY_REQUEST')
    // Five minutes later the limit has passed, but the guessed-at code stays dead.
    await env.DB.exec('DELETE FROM rate_limits')
    await expectError(call('/api/auth/verify', { email: 'binh@portal.test', code }), 400, 'VERIFY_EMAIL_FAIL_EXP')
  })

  it('a new code replaces the old one; resending is limited to 3 mails per 10 minutes', async () => {
    await call('/api/auth/register', registration('cuong@portal.test'))
    const first = await latestCode('cuong@portal.test')
    expect((await call('/api/auth/receive-code', { email: 'cuong@portal.test' })).status).toBe(200)
    const second = await latestCode('cuong@portal.test')
    if (first !== second) await expectError(call('/api/auth/verify', { email: 'cuong@portal.test', code: first }), 400, 'VERIFY_EMAIL_FAIL')
    expect((await call('/api/auth/receive-code', { email: 'cuong@portal.test' })).status).toBe(200)
    await expectError(call('/api/auth/receive-code', { email: 'cuong@portal.test' }), 429, 'TOO_MANY_REQUEST')
    await expectError(call('/api/auth/receive-code', { email: 'nobody@portal.test' }), 404, 'USER_NOT_EXISTS')
  })

  it('a verified e-mail is USER_ALREADY_EXISTS; a pending one is replaced by whoever registers again', async () => {
    await verifiedCustomer('taken@portal.test')
    await expectError(call('/api/auth/register', registration('TAKEN@portal.test')), 400, 'USER_ALREADY_EXISTS')

    await call('/api/auth/register', registration('pending@portal.test', { name: 'Squatter' }))
    await call(
      '/api/auth/register',
      registration('pending@portal.test', { name: 'Owner', password: 'Owner123', confirmPassword: 'Owner123' }),
    )
    await call('/api/auth/verify', { email: 'pending@portal.test', code: await latestCode('pending@portal.test') })
    expect((await login('pending@portal.test', 'Owner123')).user).toMatchObject({ username: 'pending' })
  })

  it('gives each account its own username made from the e-mail', async () => {
    await verifiedCustomer('son@portal.test')
    await verifiedCustomer('son@other.test')
    const names = await env.DB.prepare('SELECT username FROM users ORDER BY created_at').all()
    expect(names.results.map((r) => r.username)).toEqual(['son', 'son2'])
  })
})
