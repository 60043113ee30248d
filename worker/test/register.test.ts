import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api } from '../src/api/app'
import { call, expectError, latestCode, login, ORIGIN, registration, validationOf, verifiedCustomer } from './accounts'
import { seedAgency } from './agency-fixtures'
import { expectLoggedErrors } from './fresh-database'
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
    // A code must also name an agency or a coupon (agency-join.test.ts): these do.
    for (const code of ['a', 'agent-007', 'bestproxy']) await seedAgency(code)
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
    await seedAgency('agent-1')
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
    // The tests' PASSWORD_ITERATIONS (vitest.config.ts); production's count is checked below.
    expect(String(row?.password_hash)).toMatch(/^pbkdf2-sha256\$1000\$/)
    const mails = (await (await call('/api/dev/mailbox?to=lan@portal.test')).json()) as { subject: string; text: string }[]
    expect(mails[0]?.subject).toBe('Your e-mail verification code')
    expect(mails[0]?.text).toMatch(/\b\d{6}\b/)
  })

  it('hashes a new password with 100,000 PBKDF2 iterations unless PASSWORD_ITERATIONS says fewer; a hash of either count signs in', async () => {
    // A Worker without the tests' setting (wrangler passes an unset var as ''): production's count.
    const production = { ...env, PASSWORD_ITERATIONS: '' }
    const register = (email: string, settings: Record<string, unknown>) =>
      api.fetch(
        new Request(`${ORIGIN}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registration(email)),
        }),
        settings,
        createExecutionContext(),
      )
    expect((await register('full@portal.test', production)).status).toBe(200)
    const stored = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?')
      .bind('full@portal.test')
      .first<{ password_hash: string }>()
    expect(stored?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/)
    // Verified and signed in by the tests' Worker (1,000 for new hashes): the stored count is the one used.
    expect((await call('/api/auth/verify', { email: 'full@portal.test', code: await latestCode('full@portal.test') })).status).toBe(200)
    expect((await login('full', 'Secret123')).user.username).toBe('full')
    expect((await call('/api/auth/login', { username: 'full', password: 'Secret124' })).status).toBe(400)

    // Fewer than 1,000 or more than Workers allow is a configuration error, not a weaker or failing hash.
    const logged = expectLoggedErrors()
    for (const count of ['999', '100001', 'many']) {
      const refused = await register(`x${count}@portal.test`, { ...env, PASSWORD_ITERATIONS: count })
      expect(refused.status, count).toBe(500)
      expect(await refused.json(), count).toMatchObject({ message: 'UNKNOW_ERROR' })
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email LIKE 'x%@portal.test'").first('n')).toBe(0)
    expect(logged.map(String)).toEqual([
      expect.stringContaining('PASSWORD_ITERATIONS Invalid value: Expected >=1000 but received 999'),
      expect.stringContaining('PASSWORD_ITERATIONS Invalid value: Expected <=100000 but received 100001'),
      expect.stringContaining('PASSWORD_ITERATIONS Invalid integer'),
    ])
  })

  it('cannot log in before the e-mail is verified, then can', async () => {
    await call('/api/auth/register', registration('mai@portal.test'))
    await expectError(call('/api/auth/login', { username: 'mai@portal.test', password: 'Secret123' }), 400, 'NOT_VERIFY_MAIL')
    await expectError(call('/api/auth/verify', { email: 'mai@portal.test', code: '000000' }), 400, 'VERIFY_EMAIL_FAIL')
    // The verified user is signed in at once: a token pair, the user, and the session cookies.
    const verified = await call('/api/auth/verify', { email: 'mai@portal.test', code: await latestCode('mai@portal.test') })
    expect(verified.status).toBe(200)
    expect(verified.headers.getSetCookie().join('\n')).toMatch(/refresh/i)
    const session = (await verified.json()) as { accessToken: string; user: { username: string } }
    expect(session.user.username).toBe('mai')
    const me = await request('/api/user/me', { headers: { authorization: `Bearer ${session.accessToken}` } })
    expect(((await me.json()) as { email: string }).email).toBe('mai@portal.test')
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
    await env.DB.exec('DELETE FROM rate_limit_buckets')
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

  it('a registered e-mail is USER_ALREADY_EXISTS, verified or not: a second registration changes nothing and the first code stays valid', async () => {
    await verifiedCustomer('taken@portal.test')
    await expectError(call('/api/auth/register', registration('TAKEN@portal.test')), 400, 'USER_ALREADY_EXISTS')

    expect((await call('/api/auth/register', registration('pending@portal.test', { name: 'Owner' }))).status).toBe(200)
    const ownersCode = await latestCode('pending@portal.test')
    const again = registration('pending@portal.test', { name: 'Intruder', password: 'Intruder123', confirmPassword: 'Intruder123' })
    await expectError(call('/api/auth/register', again), 400, 'USER_ALREADY_EXISTS')
    const mails = (await (await call('/api/dev/mailbox?to=pending@portal.test')).json()) as unknown[]
    expect(mails).toHaveLength(1)
    expect((await call('/api/auth/verify', { email: 'pending@portal.test', code: ownersCode })).status).toBe(200)
    await expectError(call('/api/auth/login', { username: 'pending@portal.test', password: 'Intruder123' }), 400, 'WRONG_PASSWORD')
    expect((await login('pending@portal.test', 'Secret123')).user).toMatchObject({ username: 'pending', name: 'Owner' })
  })

  it('five parallel registrations of one new e-mail: one succeeds, the others get a catalogue code, never a 500', async () => {
    const attempts = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        request('/api/auth/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${n}` },
          body: JSON.stringify(registration('race@portal.test', { password: `Racer${n}23`, confirmPassword: `Racer${n}23` })),
        }),
      ),
    )
    const answers = await Promise.all(attempts.map(async (response) => ({ status: response.status, body: await response.json() })))
    const winners = answers.filter((answer) => answer.status === 200)
    expect(winners).toEqual([{ status: 200, body: { email: 'race@portal.test' } }])
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect([answer]).toEqual([
        expect.objectContaining({ body: { message: expect.stringMatching(/^(USER_ALREADY_EXISTS|TOO_MANY_REQUEST)$/) } }),
      ])
    }
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind('race@portal.test').first<{ n: number }>()
    expect(rows?.n).toBe(1)
    // The winner's password is the account's, once the mailbox owner verifies with the one code sent.
    const mails = (await (await call('/api/dev/mailbox?to=race@portal.test')).json()) as unknown[]
    expect(mails).toHaveLength(1)
    expect((await call('/api/auth/verify', { email: 'race@portal.test', code: await latestCode('race@portal.test') })).status).toBe(200)
    const won = attempts.findIndex((response) => response.status === 200) + 1
    expect((await login('race@portal.test', `Racer${won}23`)).user.username).toBe('race')
  })

  it('two new e-mails with one local part registering at once both get an account, with different usernames', async () => {
    const answers = await Promise.all(
      ['twin@one.test', 'twin@two.test', 'twin@three.test'].map((email) => call('/api/auth/register', registration(email))),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const names = await env.DB.prepare("SELECT username FROM users WHERE email LIKE 'twin@%'").all<{ username: string }>()
    expect(new Set(names.results.map((row) => row.username)).size).toBe(3)
  })

  it('gives each account its own username made from the e-mail', async () => {
    await verifiedCustomer('son@portal.test')
    await verifiedCustomer('son@other.test')
    const names = await env.DB.prepare('SELECT username FROM users ORDER BY created_at').all()
    expect(names.results.map((r) => r.username)).toEqual(['son', 'son2'])
  })
})
