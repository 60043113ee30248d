import { signupCode } from '../agency/signup-code'
import { hashPassword } from '../auth/password'
import { fail, ok, type Result } from '../contract/errors'
import { useCode } from '../db/email-codes'
import { findUserByEmail, insertUserIfFree, updateUser } from '../db/users'
import type { AccountsContext, RequestMeta } from './context'
import { checkEmailCode, sendEmailCode } from './email-codes'
import { type LoginResult, signIn } from './login'
import { uniqueUsername } from './usernames'

export type Registration = {
  email: string
  name: string
  password: string
  affiliateCode?: string
  sourceReferer?: string
  sourceTraffic?: string
}

/**
 * Creates an account waiting for its e-mail code. An e-mail already registered, verified or not, is
 * USER_ALREADY_EXISTS and nothing of that account changes: a second registration must not replace a
 * pending one's password, or whoever registers after the owner would get the owner's verified
 * account (ADR 0021). Concurrent registrations of one e-mail meet at the unique index: one wins.
 * The affiliate/coupon code, when given, must name an agency or coupon that still serves (ADR 0030).
 */
const USERNAME_ATTEMPTS = 3

export async function register(ctx: AccountsContext, input: Registration, meta: RequestMeta): Promise<Result<{ email: string }>> {
  if (await findUserByEmail(ctx.db, input.email)) return fail('USER_ALREADY_EXISTS')
  const referral = input.affiliateCode ? await signupCode(ctx.db, input.affiliateCode, ctx.now) : ok({ ownerAgencyId: null })
  if (!referral.ok) return referral
  const details = {
    id: crypto.randomUUID(),
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password, ctx.config.PASSWORD_PEPPER, ctx.config.PASSWORD_ITERATIONS),
    affiliateCode: input.affiliateCode ?? null,
    ownerAgencyId: referral.value.ownerAgencyId,
    sourceReferer: input.sourceReferer ?? null,
    sourceTraffic: input.sourceTraffic ?? null,
    ip: meta.ip ?? null,
    countryCode: meta.countryCode ?? null,
    locale: meta.locale,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  }
  // A lost race for the username (another e-mail with the same local part) tries the next free one.
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    if (await insertUserIfFree(ctx.db, { ...details, username: await uniqueUsername(ctx.db, input.email) })) {
      const sent = await sendEmailCode(ctx, input.email, 'verify', meta.locale)
      return sent.ok ? ok({ email: input.email }) : sent
    }
    if (await findUserByEmail(ctx.db, input.email)) return fail('USER_ALREADY_EXISTS')
  }
  // Only a storm of registrations with one local part gets here: try again, as after a limit.
  return fail('TOO_MANY_REQUEST')
}

/** Sends a new verification code to an account that is not verified yet. */
export async function resendVerification(ctx: AccountsContext, email: string): Promise<Result<void>> {
  const user = await findUserByEmail(ctx.db, email)
  if (!user) return fail('USER_NOT_EXISTS')
  if (user.emailVerifiedAt !== null) return fail('VERIFY_EMAIL_ALREADY')
  return sendEmailCode(ctx, email, 'verify', user.locale)
}

/** Verifies the e-mail with its code: single-use, expiring, with limited attempts. */
export async function verifyEmail(ctx: AccountsContext, email: string, code: string, meta: RequestMeta): Promise<Result<LoginResult>> {
  const user = await findUserByEmail(ctx.db, email)
  if (!user) return fail('USER_NOT_EXISTS')
  if (user.emailVerifiedAt !== null) return fail('VERIFY_EMAIL_ALREADY')
  const check = await checkEmailCode(ctx, email, 'verify', code)
  if (check.status === 'none') return fail('RECEIVE_CODE')
  if (check.status === 'expired' || check.status === 'exhausted') return fail('VERIFY_EMAIL_FAIL_EXP')
  if (check.status !== 'ok') return fail('VERIFY_EMAIL_FAIL')
  if (!(await useCode(ctx.db, check.row.id, ctx.now))) return fail('VERIFY_EMAIL_ALREADY')
  const verified = (await updateUser(ctx.db, user.id, { emailVerifiedAt: ctx.now, updatedAt: ctx.now })) ?? user
  // The one who just proved the e-mail typed the password a minute ago: they are signed in, not sent to type it again.
  if (verified.bannedAt !== null) return fail('USERNAME_BANNED')
  return signIn(ctx, verified, meta)
}
