import { hashPassword } from '../auth/password'
import { fail, ok, type Result } from '../contract/errors'
import { useCode } from '../db/email-codes'
import { findUserByEmail, insertUser, updateUser } from '../db/users'
import type { AccountsContext, RequestMeta } from './context'
import { checkEmailCode, sendEmailCode } from './email-codes'
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
 * Creates an account waiting for its e-mail code. A verified e-mail is taken (USER_ALREADY_EXISTS);
 * an unverified one is only a pending registration, which registering again replaces, so whoever
 * owns the mailbox ends up with the account.
 */
export async function register(ctx: AccountsContext, input: Registration, meta: RequestMeta): Promise<Result<{ email: string }>> {
  const existing = await findUserByEmail(ctx.db, input.email)
  if (existing?.emailVerifiedAt) return fail('USER_ALREADY_EXISTS')
  const details = {
    name: input.name,
    passwordHash: await hashPassword(input.password, ctx.config.PASSWORD_PEPPER),
    affiliateCode: input.affiliateCode ?? null,
    sourceReferer: input.sourceReferer ?? null,
    sourceTraffic: input.sourceTraffic ?? null,
    ip: meta.ip ?? null,
    countryCode: meta.countryCode ?? null,
    locale: meta.locale,
    updatedAt: ctx.now,
  }
  if (existing) await updateUser(ctx.db, existing.id, details)
  else {
    await insertUser(ctx.db, {
      id: crypto.randomUUID(),
      username: await uniqueUsername(ctx.db, input.email),
      email: input.email,
      createdAt: ctx.now,
      ...details,
    })
  }
  const sent = await sendEmailCode(ctx, input.email, 'verify', meta.locale)
  return sent.ok ? ok({ email: input.email }) : sent
}

/** Sends a new verification code to an account that is not verified yet. */
export async function resendVerification(ctx: AccountsContext, email: string): Promise<Result<void>> {
  const user = await findUserByEmail(ctx.db, email)
  if (!user) return fail('USER_NOT_EXISTS')
  if (user.emailVerifiedAt !== null) return fail('VERIFY_EMAIL_ALREADY')
  return sendEmailCode(ctx, email, 'verify', user.locale)
}

/** Verifies the e-mail with its code: single-use, expiring, with limited attempts. */
export async function verifyEmail(ctx: AccountsContext, email: string, code: string): Promise<Result<void>> {
  const user = await findUserByEmail(ctx.db, email)
  if (!user) return fail('USER_NOT_EXISTS')
  if (user.emailVerifiedAt !== null) return fail('VERIFY_EMAIL_ALREADY')
  const check = await checkEmailCode(ctx, email, 'verify', code)
  if (check.status === 'none') return fail('RECEIVE_CODE')
  if (check.status === 'expired' || check.status === 'exhausted') return fail('VERIFY_EMAIL_FAIL_EXP')
  if (check.status !== 'ok') return fail('VERIFY_EMAIL_FAIL')
  if (!(await useCode(ctx.db, check.row.id, ctx.now))) return fail('VERIFY_EMAIL_ALREADY')
  await updateUser(ctx.db, user.id, { emailVerifiedAt: ctx.now, updatedAt: ctx.now })
  return ok(undefined)
}
