import { Hono } from 'hono'
import * as v from 'valibot'
import { checkResetCode, createNewPassword, requestPasswordReset } from '../accounts/password-reset'
import { register, resendVerification, verifyEmail } from '../accounts/register'
import { CreateNewPasswordInput, Done, EmailCodeInput, EmailInput, LoginAnswer, PasswordReset, RegisterInput } from '../contract/auth'
import { loadSetting } from '../db/settings'
import { verifyCaptcha } from '../providers/captcha/captcha'
import { accountsContext } from './accounts-context'
import type { ApiEnv } from './context'
import { setSessionCookies } from './cookies'
import { describe } from './describe'
import { ApiError } from './errors'
import { enforceLimits } from './rate-limit'
import { clientIp, requestMeta } from './request-meta'
import { unwrapResult } from './results'
import { validate } from './validation'

const done = { ok: true as const }

export const authSignUp = new Hono<ApiEnv>()
  .post(
    '/register',
    describe('auth', 'Register; a six-digit code goes to the e-mail', v.object({ email: v.string() })),
    validate('json', RegisterInput),
    async (c) => {
      const input = c.req.valid('json')
      const ip = clientIp(c)
      await enforceLimits(c, [
        ['registerPerIp', ip ?? 'unknown'],
        ['codeSend', input.email],
      ])
      const ctx = accountsContext(c)
      const policy = await loadSetting(c.get('db'), 'captcha')
      if (policy.register && !(await verifyCaptcha(ctx.config, policy, input.captchaToken, ip))) throw new ApiError('INVALID_CAPTCHA')
      return c.json(unwrapResult(await register(ctx, input, requestMeta(c))), 200)
    },
  )
  .post('/receive-code', describe('auth', 'Send a new e-mail verification code', Done), validate('json', EmailInput), async (c) => {
    const { email } = c.req.valid('json')
    await enforceLimits(c, [['codeSend', email]])
    unwrapResult(await resendVerification(accountsContext(c), email))
    return c.json(done, 200)
  })
  .post(
    '/verify',
    describe('auth', 'Verify the e-mail with its code; the new user is signed in (a session, as a login answers)', LoginAnswer),
    validate('json', EmailCodeInput),
    async (c) => {
      const { email, code } = c.req.valid('json')
      await enforceLimits(c, [['codeCheck', email]])
      const ctx = accountsContext(c)
      const result = unwrapResult(await verifyEmail(ctx, email, code, requestMeta(c)))
      setSessionCookies(c, result, ctx.config.REFRESH_TOKEN_TTL_SECONDS)
      return c.json(result, 200)
    },
  )
  .post('/forgot-password', describe('auth', 'Send a password-reset code to the e-mail', Done), validate('json', EmailInput), async (c) => {
    const { email } = c.req.valid('json')
    await enforceLimits(c, [['codeSend', email]])
    unwrapResult(await requestPasswordReset(accountsContext(c), email))
    return c.json(done, 200)
  })
  .post(
    '/check-code-forgot',
    describe('auth', 'Check the reset code; answers a ticket for the new password', v.object({ resetToken: v.string() })),
    validate('json', EmailCodeInput),
    async (c) => {
      const { email, code } = c.req.valid('json')
      await enforceLimits(c, [['codeCheck', email]])
      return c.json(unwrapResult(await checkResetCode(accountsContext(c), email, code)), 200)
    },
  )
  .post(
    '/create-new-password',
    describe('auth', 'Set the new password with the ticket; every session, the API key and the extension tokens end', PasswordReset),
    validate('json', CreateNewPasswordInput),
    async (c) => {
      const { resetToken, password } = c.req.valid('json')
      const ended = unwrapResult(await createNewPassword(accountsContext(c), resetToken, password))
      return c.json({ ok: true as const, ended }, 200)
    },
  )
