import { Hono } from 'hono'
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '../accounts/two-factor'
import { Done } from '../contract/auth'
import { PasswordCodeInput, PasswordInput, TwoFactorSetup } from '../contract/user'
import { accountsContext } from './accounts-context'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { secretLimits } from './secret-limits'
import { signedIn } from './session'
import { validate } from './validation'

const done = { ok: true as const }

export const userTwoFactor = new Hono<ApiEnv>()
  .post(
    '/turn-on-2fa',
    describe('user', 'Start two-factor: a secret and its otpauth URI, shown once', TwoFactorSetup, 'signed-in'),
    signedIn(),
    validate('json', PasswordInput),
    async (c) => {
      const guard = secretLimits(c, { captcha: null })
      return c.json(unwrapResult(await startTwoFactor(accountsContext(c), c.get('auth').user, c.req.valid('json').password, guard)), 200)
    },
  )
  .post(
    '/verify-2fa',
    describe('user', 'Activate two-factor with a code from the app', Done, 'signed-in'),
    signedIn(),
    validate('json', PasswordCodeInput),
    async (c) => {
      const guard = secretLimits(c, { captcha: null })
      unwrapResult(await confirmTwoFactor(accountsContext(c), c.get('auth').user, c.req.valid('json'), guard))
      return c.json(done, 200)
    },
  )
  .post(
    '/turn-off-2fa',
    describe('user', 'End two-factor with the password and a code', Done, 'signed-in'),
    signedIn(),
    validate('json', PasswordCodeInput),
    async (c) => {
      const guard = secretLimits(c, { captcha: null })
      unwrapResult(await disableTwoFactor(accountsContext(c), c.get('auth').user, c.req.valid('json'), guard))
      return c.json(done, 200)
    },
  )
