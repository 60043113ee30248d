import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { changePassword, generateApiKey, revokeApiKey, setFirstPassword } from '../accounts/account'
import { toUserView } from '../accounts/user-view'
import { agencyLinksOfUser } from '../agency/user-links'
import { Done, PasswordChanged } from '../contract/auth'
import { ChangePasswordInput, LocaleInput, SetPasswordInput, UserView } from '../contract/user'
import { type UserRow, updateUser } from '../db/users'
import { accountsContext } from './accounts-context'
import type { ApiEnv } from './context'
import { setSessionCookies } from './cookies'
import { describe } from './describe'
import { requestMeta } from './request-meta'
import { unwrapResult } from './results'
import { secretLimits } from './secret-limits'
import { signedIn } from './session'
import { validate } from './validation'

/** The user answer with its agency links (spec section 3: agency or ownerAgency when set). */
const userViewOf = async (c: Context<ApiEnv>, user: UserRow) => toUserView(user, await agencyLinksOfUser(c.get('db'), user, c.get('now')))

export const userAccount = new Hono<ApiEnv>()
  .get('/me', describe('user', 'The signed-in user, balance included', UserView, 'api-key'), signedIn({ apiKey: true }), async (c) =>
    c.json(await userViewOf(c, c.get('auth').user), 200),
  )
  .put(
    '/update',
    describe(
      'user',
      'Change the password; answers new tokens, ends every other session, the API key and the extension tokens, and says what ended',
      PasswordChanged,
      'signed-in',
    ),
    signedIn(),
    validate('json', ChangePasswordInput),
    async (c) => {
      const ctx = accountsContext(c)
      const guard = secretLimits(c, { captcha: null })
      const meta = { ...requestMeta(c), sessionId: c.get('auth').sessionId }
      const changed = unwrapResult(await changePassword(ctx, c.get('auth').user, c.req.valid('json'), meta, guard))
      setSessionCookies(c, changed, ctx.config.REFRESH_TOKEN_TTL_SECONDS)
      return c.json(changed, 200)
    },
  )
  .post(
    '/set-password',
    describe(
      'user',
      'A first password for an account made by Google sign-in; ends the other credentials as a change does',
      PasswordChanged,
      'signed-in',
    ),
    signedIn(),
    validate('json', SetPasswordInput),
    async (c) => {
      const ctx = accountsContext(c)
      const meta = { ...requestMeta(c), sessionId: c.get('auth').sessionId }
      const changed = unwrapResult(await setFirstPassword(ctx, c.get('auth').user, c.req.valid('json').newPassword, meta))
      setSessionCookies(c, changed, ctx.config.REFRESH_TOKEN_TTL_SECONDS)
      return c.json(changed, 200)
    },
  )
  .put(
    '/locale',
    describe('user', 'The language of mails to this user', UserView, 'signed-in'),
    signedIn(),
    validate('json', LocaleInput),
    async (c) => {
      const updated = await updateUser(c.get('db'), c.get('auth').user.id, { locale: c.req.valid('json').locale, updatedAt: c.get('now') })
      return c.json(await userViewOf(c, updated ?? c.get('auth').user), 200)
    },
  )
  .post(
    '/generate-key',
    describe('user', 'A new API key, shown once; the previous key stops working', v.object({ apiKey: v.string() }), 'signed-in'),
    signedIn(),
    async (c) => c.json(await generateApiKey(accountsContext(c), c.get('auth').user), 200),
  )
  .delete(
    '/revoke-key',
    describe('user', 'Revoke the API key: it stops working at once (a new one can be made)', Done, 'signed-in'),
    signedIn(),
    async (c) => c.json(await revokeApiKey(accountsContext(c), c.get('auth').user), 200),
  )
