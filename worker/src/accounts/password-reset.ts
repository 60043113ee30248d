import { randomToken, sha256 } from '../auth/crypto'
import { hashPassword } from '../auth/password'
import type { CredentialsEnded } from '../contract/auth'
import { fail, ok, type Result } from '../contract/errors'
import { replacePasswordHash } from '../db/credentials'
import { takeResetTicket, useCode } from '../db/email-codes'
import { findUserByEmail } from '../db/users'
import { endedView } from './account'
import type { AccountsContext } from './context'
import { checkEmailCode, sendEmailCode } from './email-codes'

const TICKET_TTL_MS = 10 * 60_000

/**
 * Step 1: a code to the account's e-mail. An account not verified yet may reset too: the code proves
 * the mailbox, so its owner takes back an address someone else registered first (ADR 0021).
 */
export async function requestPasswordReset(ctx: AccountsContext, email: string): Promise<Result<void>> {
  const user = await findUserByEmail(ctx.db, email)
  if (!user) return fail('USER_NOT_EXISTS')
  if (user.bannedAt !== null) return fail('USERNAME_BANNED')
  return sendEmailCode(ctx, email, 'reset', user.locale)
}

/** Step 2: the code, once; it becomes a short-lived ticket for step 3. */
export async function checkResetCode(ctx: AccountsContext, email: string, code: string): Promise<Result<{ resetToken: string }>> {
  const check = await checkEmailCode(ctx, email, 'reset', code)
  if (check.status === 'wrong') return fail('WRONG_CODE')
  if (check.status !== 'ok') return fail('RECEIVE_CODE')
  const resetToken = randomToken(32)
  const taken = await useCode(ctx.db, check.row.id, ctx.now, { tokenHash: await sha256(resetToken), expiresAt: ctx.now + TICKET_TTL_MS })
  return taken ? ok({ resetToken }) : fail('RECEIVE_CODE')
}

/**
 * Step 3: the new password (and the e-mail verified, the code proved it); every session, the API key
 * and every extension token of the account end (ADR 0021), and the answer says what ended.
 */
export async function createNewPassword(ctx: AccountsContext, resetToken: string, password: string): Promise<Result<CredentialsEnded>> {
  const ticket = await takeResetTicket(ctx.db, await sha256(resetToken), ctx.now)
  if (!ticket) return fail('RECEIVE_CODE')
  const user = await findUserByEmail(ctx.db, ticket.email)
  if (!user) return fail('USER_NOT_EXISTS')
  const passwordHash = await hashPassword(password, ctx.config.PASSWORD_PEPPER, ctx.config.PASSWORD_ITERATIONS)
  const replaced = await replacePasswordHash(ctx.db, user, passwordHash, ctx.now, { emailVerifiedAt: user.emailVerifiedAt ?? ctx.now })
  return replaced ? ok(endedView(replaced.ended, null)) : fail('USER_NOT_EXISTS')
}
