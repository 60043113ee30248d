import { describe, expect, it } from 'vitest'
import { call, expectError } from './accounts'

describe('catalogue codes for single input mistakes', () => {
  it('EMAIL_INVALID when the e-mail is the only thing wrong', async () => {
    const body = await expectError(call('/api/auth/forgot-password', { email: 'lan@' }), 400, 'EMAIL_INVALID')
    expect(body.details).toEqual([{ path: 'email', message: 'emailInvalid' }])
  })

  it('MISS_PASSWORD when the password is the only thing missing', async () => {
    const body = await expectError(call('/api/auth/login', { username: 'lan', password: '' }), 400, 'MISS_PASSWORD')
    expect(body.details).toEqual([{ path: 'password', message: 'fieldIsEmpty' }])
  })

  it('INVALID_INPUT, with every field, when more is wrong', async () => {
    await expectError(call('/api/auth/login', { username: '', password: '' }), 400, 'INVALID_INPUT')
  })
})
