import { randomToken, sha256 } from '../auth/crypto'
import { fail, ok, type Result } from '../contract/errors'
import { auditInsert } from '../db/audit'
import { confirmEmailChangeBatch, emailChangeStatements, findEmailChange } from '../db/email-changes'
import { findUserByEmail, findUserById, type UserRow } from '../db/users'
import type { AdminCall } from './admin-users'
import type { AccountsContext } from './context'
import { emailChangeMail } from './mails'

export const EMAIL_CHANGE_TTL_HOURS = 48

/** Where the link mailed to the new address leads: a page that confirms on a click (mail scanners open links). */
export function confirmEmailLink(origin: string, locale: 'vi' | 'en', token: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/confirm-email?token=${token}`
}

/**
 * An admin asks to change a customer's e-mail (ADR 0024): the account keeps its address; a link goes
 * to the new one, and only following it changes the address. A later request supersedes this one.
 */
export async function requestEmailChange(ctx: AccountsContext, call: AdminCall, user: UserRow, newEmail: string): Promise<Result<void>> {
  if (await findUserByEmail(ctx.db, newEmail)) return fail('USER_EXISTS')
  const token = randomToken()
  const change = {
    id: crypto.randomUUID(),
    userId: user.id,
    newEmail,
    tokenHash: await sha256(token),
    requestedBy: call.actor.id,
    createdAt: ctx.now,
    expiresAt: ctx.now + EMAIL_CHANGE_TTL_HOURS * 3600_000,
  }
  const [supersede, insert] = emailChangeStatements(ctx.db, change)
  const entry = {
    actorId: call.actor.id,
    action: 'request_email_change' as const,
    userId: user.id,
    before: { email: user.email },
    after: { pendingEmail: newEmail },
  }
  await ctx.db.batch([supersede, insert, auditInsert(ctx.db, entry, ctx.now)])
  const link = confirmEmailLink(call.origin, user.locale, token)
  const sent = await ctx.mailer.send(emailChangeMail(newEmail, user.username, link, EMAIL_CHANGE_TTL_HOURS, user.locale))
  return sent ? ok(undefined) : fail('ADMIN_ERROR')
}

/**
 * The new address's owner follows the link: the account takes the address. An unknown, expired or
 * superseded link is VERIFY_EMAIL_FAIL; one followed before is VERIFY_EMAIL_ALREADY.
 */
export async function confirmEmailChange(ctx: AccountsContext, token: string): Promise<Result<{ email: string }>> {
  const change = await findEmailChange(ctx.db, await sha256(token))
  if (!change) return fail('VERIFY_EMAIL_FAIL')
  if (change.confirmedAt !== null) return fail('VERIFY_EMAIL_ALREADY')
  if (change.supersededAt !== null || change.expiresAt <= ctx.now) return fail('VERIFY_EMAIL_FAIL')
  const user = await findUserById(ctx.db, change.userId)
  if (!user) return fail('VERIFY_EMAIL_FAIL')
  const taken = await findUserByEmail(ctx.db, change.newEmail)
  if (taken && taken.id !== user.id) return fail('USER_EXISTS')
  try {
    const audit = { actorId: change.requestedBy, action: 'confirm_email_change' as const, userId: user.id }
    if (!(await confirmEmailChangeBatch(ctx.db, change, audit, ctx.now))) return fail('VERIFY_EMAIL_ALREADY')
  } catch (error) {
    // Someone registered the address between the look and the batch: the unique index refused it.
    if (/UNIQUE constraint failed: users\.email/.test(String((error as { cause?: unknown })?.cause ?? error))) return fail('USER_EXISTS')
    throw error
  }
  return ok({ email: change.newEmail })
}
