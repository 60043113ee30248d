import { agencyLinksOfUser } from '../agency/user-links'
import { verifyGoogleIdToken } from '../auth/google'
import { fail, ok, type Result } from '../contract/errors'
import type { UserView } from '../contract/user'
import { findUserByEmail, findUserByGoogleSub, findUserByLogin, insertUser, type UserRow, updateUser } from '../db/users'
import type { AccountsContext, RequestMeta } from './context'
import { checkPassword } from './passwords'
import { guarded, type SecretGuard } from './secret-guard'
import { openSession, type TokenPair } from './sessions'
import { checkSecondFactor } from './two-factor'
import { toUserView } from './user-view'
import { uniqueUsername } from './usernames'

export type LoginResult = TokenPair & { user: UserView }

/** Opens a session for a user whose credentials were checked; the answer of every way of signing in. */
export async function signIn(ctx: AccountsContext, user: UserRow, meta: RequestMeta): Promise<Result<LoginResult>> {
  const signedIn = (await updateUser(ctx.db, user.id, { locale: meta.locale, updatedAt: ctx.now })) ?? user
  const pair = await openSession(ctx, signedIn, meta)
  return ok({ ...pair, user: toUserView(signedIn, await agencyLinksOfUser(ctx.db, signedIn, ctx.now)) })
}

/** Username or e-mail plus password, then the second factor when it is on; the guard limits the guessing. */
export async function passwordLogin(
  ctx: AccountsContext,
  input: { username: string; password: string; code?: string },
  meta: RequestMeta,
  guard: SecretGuard,
): Promise<Result<LoginResult>> {
  const user = await findUserByLogin(ctx.db, input.username)
  if (!user) return fail('USERNAME_NOT_EXISTS')
  if (user.bannedAt !== null) return fail('USERNAME_BANNED')
  const checked = await guarded(guard, user.id, async () => {
    const password = await checkPassword(ctx, user, input.password, 'GOOGLE_LOGIN')
    if (!password.ok) return password
    if (user.emailVerifiedAt === null) return fail('NOT_VERIFY_MAIL')
    return checkSecondFactor(ctx, user, input.code)
  })
  return checked.ok ? signIn(ctx, user, meta) : checked
}

/**
 * Google sign-in: the verified Google account's user, else the user with that (Google-verified)
 * e-mail, now linked, else a new account without a password.
 */
export async function googleLogin(
  ctx: AccountsContext,
  input: { credential: string; code?: string },
  meta: RequestMeta,
  guard: SecretGuard,
): Promise<Result<LoginResult>> {
  if (!ctx.config.GOOGLE_CLIENT_ID) return fail('ADMIN_ERROR')
  const check = await verifyGoogleIdToken(input.credential, {
    clientId: ctx.config.GOOGLE_CLIENT_ID,
    jwksUrl: ctx.config.GOOGLE_JWKS_URL,
    nowMs: ctx.now,
  })
  if (!check.ok) return fail(check.reason === 'keys_unavailable' ? 'UNKNOW_ERROR' : 'GOOGLE_TOKEN_INVALID')
  const { sub, email, name } = check.identity
  let user = (await findUserByGoogleSub(ctx.db, sub)) ?? (await findUserByEmail(ctx.db, email))
  if (user && user.googleSub !== sub) {
    user = await updateUser(ctx.db, user.id, { googleSub: sub, emailVerifiedAt: user.emailVerifiedAt ?? ctx.now, updatedAt: ctx.now })
  }
  user ??= await insertUser(ctx.db, {
    id: crypto.randomUUID(),
    username: await uniqueUsername(ctx.db, email),
    email,
    name: name.slice(0, 100),
    googleSub: sub,
    emailVerifiedAt: ctx.now,
    locale: meta.locale,
    ip: meta.ip ?? null,
    countryCode: meta.countryCode ?? null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  })
  if (!user) return fail('UNKNOW_ERROR')
  if (user.bannedAt !== null) return fail('USERNAME_BANNED')
  const second = await guarded(guard, user.id, () => checkSecondFactor(ctx, user, input.code))
  return second.ok ? signIn(ctx, user, meta) : second
}
