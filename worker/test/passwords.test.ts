import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { bearer, call, expectError, forgetRateLimits, latestCode, login, ORIGIN, validationOf, verifiedCustomer } from './accounts'
import { request } from './worker'

const update = (token: string, body: unknown) =>
  call('/api/user/update', body, { method: 'PUT', headers: { ...bearer(token), origin: ORIGIN } })

describe('change password (PUT /api/user/update)', () => {
  it('requires both fields and a new one of at least 6', async () => {
    await verifiedCustomer('pw@portal.test')
    const { accessToken } = await login('pw@portal.test')
    expect(await validationOf(update(accessToken, { oldPassword: '', newPassword: '' }))).toEqual({
      oldPassword: 'fieldIsEmpty',
      newPassword: 'fieldIsEmpty',
    })
    expect(await validationOf(update(accessToken, { oldPassword: 'Secret123', newPassword: '12345' }))).toEqual({
      newPassword: 'passwordMinLength',
    })
    await expectError(update(accessToken, { oldPassword: 'Wrong123', newPassword: 'Newer123' }), 400, 'WRONG_PASSWORD')
  })

  it('answers new tokens and ends every other session', async () => {
    await verifiedCustomer('pw2@portal.test')
    const here = await login('pw2')
    const elsewhere = await login('pw2')
    const response = await update(here.accessToken, { oldPassword: 'Secret123', newPassword: 'Newer123' })
    const fresh = (await response.json()) as { accessToken: string; refreshToken: string }
    expect(response.status).toBe(200)
    expect((await request('/api/user/me', { headers: bearer(fresh.accessToken) })).status).toBe(200)
    await expectError(request('/api/user/me', { headers: bearer(elsewhere.accessToken) }), 401, 'INVALID_TOKEN')
    await expectError(call('/api/auth/renew-token', { refreshToken: elsewhere.refreshToken }), 401, 'INVALID_TOKEN')
    await expectError(call('/api/auth/login', { username: 'pw2', password: 'Secret123' }), 400, 'WRONG_PASSWORD')
    expect((await login('pw2', 'Newer123')).user.username).toBe('pw2')
  })
})

describe('forgot password', () => {
  it('mails a code, checks it once, and sets the new password with the ticket; sessions end', async () => {
    await verifiedCustomer('lost@portal.test')
    const before = await login('lost')
    await expectError(call('/api/auth/check-code-forgot', { email: 'lost@portal.test', code: '123456' }), 400, 'RECEIVE_CODE')
    expect((await call('/api/auth/forgot-password', { email: 'lost@portal.test' })).status).toBe(200)
    const code = await latestCode('lost@portal.test')
    await expectError(
      call('/api/auth/check-code-forgot', { email: 'lost@portal.test', code: code === '000000' ? '111111' : '000000' }),
      400,
      'WRONG_CODE',
    )
    const { resetToken } = (await (await call('/api/auth/check-code-forgot', { email: 'lost@portal.test', code })).json()) as {
      resetToken: string
    }
    await expectError(call('/api/auth/check-code-forgot', { email: 'lost@portal.test', code }), 400, 'RECEIVE_CODE')

    expect(
      await validationOf(call('/api/auth/create-new-password', { resetToken, password: 'Found123', confirmPassword: 'Found124' })),
    ).toEqual({
      confirmPassword: 'passwordMismatch',
    })
    expect((await call('/api/auth/create-new-password', { resetToken, password: 'Found123', confirmPassword: 'Found123' })).status).toBe(
      200,
    )
    await expectError(
      call('/api/auth/create-new-password', { resetToken, password: 'Again123', confirmPassword: 'Again123' }),
      400,
      'RECEIVE_CODE',
    )
    await expectError(request('/api/user/me', { headers: bearer(before.accessToken) }), 401, 'INVALID_TOKEN')
    await forgetRateLimits()
    expect((await login('lost', 'Found123')).user.username).toBe('lost')
  })

  it('says which account cannot reset: unknown', async () => {
    await expectError(call('/api/auth/forgot-password', { email: 'ghost@portal.test' }), 404, 'USER_NOT_EXISTS')
  })

  it("lets the mailbox's owner reset an address someone else registered and never verified: the reset verifies it", async () => {
    const squatted = { email: 'new@portal.test', name: 'N', password: 'Squat123', confirmPassword: 'Squat123', acceptTerms: true }
    expect((await call('/api/auth/register', squatted)).status).toBe(200)
    expect((await call('/api/auth/forgot-password', { email: 'new@portal.test' })).status).toBe(200)
    const answer = await call('/api/auth/check-code-forgot', { email: 'new@portal.test', code: await latestCode('new@portal.test') })
    const { resetToken } = (await answer.json()) as { resetToken: string }
    expect((await call('/api/auth/create-new-password', { resetToken, password: 'Mine1234', confirmPassword: 'Mine1234' })).status).toBe(
      200,
    )
    await expectError(call('/api/auth/login', { username: 'new@portal.test', password: 'Squat123' }), 400, 'WRONG_PASSWORD')
    expect((await login('new@portal.test', 'Mine1234')).user.username).toBe('new')
  })

  it('an expired code or one guessed at 5 times must be asked for again', async () => {
    await verifiedCustomer('tries@portal.test')
    await forgetRateLimits()
    await call('/api/auth/forgot-password', { email: 'tries@portal.test' })
    const code = await latestCode('tries@portal.test')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      await expectError(call('/api/auth/check-code-forgot', { email: 'tries@portal.test', code: wrong }), 400, 'WRONG_CODE')
    await forgetRateLimits()
    await expectError(call('/api/auth/check-code-forgot', { email: 'tries@portal.test', code }), 400, 'RECEIVE_CODE')

    await call('/api/auth/forgot-password', { email: 'tries@portal.test' })
    await env.DB.prepare('UPDATE email_codes SET expires_at = 1 WHERE email = ? AND used_at IS NULL').bind('tries@portal.test').run()
    await expectError(
      call('/api/auth/check-code-forgot', { email: 'tries@portal.test', code: await latestCode('tries@portal.test') }),
      400,
      'RECEIVE_CODE',
    )
  })

  it('mails the reset code in the language of the account', async () => {
    await verifiedCustomer('viet@portal.test')
    await call('/api/auth/forgot-password', { email: 'viet@portal.test' })
    const mails = (await (await call('/api/dev/mailbox?to=viet@portal.test')).json()) as { subject: string }[]
    expect(mails[0]?.subject).toBe('Mã đặt lại mật khẩu')
  })
})
