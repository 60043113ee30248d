import { hmacSha256, timingSafeEqual } from '../auth/crypto'
import { sixDigitCode } from '../auth/email-code'
import { fail, ok, type Result } from '../contract/errors'
import { type CodePurpose, countAttempt, type EmailCodeRow, latestCode, storeCode } from '../db/email-codes'
import type { AccountsContext, Locale } from './context'
import { passwordResetMail, verificationMail } from './mails'

export const CODE_TTL_MINUTES = 15
export const CODE_MAX_ATTEMPTS = 5

const codeHash = (ctx: AccountsContext, email: string, purpose: CodePurpose, code: string) =>
  hmacSha256(ctx.config.PASSWORD_PEPPER, `${purpose}:${email}:${code}`)

/** Sends a fresh six-digit code (retiring earlier ones); ADMIN_ERROR when mail could not be sent. */
export async function sendEmailCode(ctx: AccountsContext, email: string, purpose: CodePurpose, locale: Locale): Promise<Result<void>> {
  const code = sixDigitCode()
  await storeCode(ctx.db, {
    id: crypto.randomUUID(),
    email,
    purpose,
    codeHash: await codeHash(ctx, email, purpose, code),
    createdAt: ctx.now,
    expiresAt: ctx.now + CODE_TTL_MINUTES * 60_000,
  })
  const mail = (purpose === 'verify' ? verificationMail : passwordResetMail)(email, code, CODE_TTL_MINUTES, locale)
  return (await ctx.mailer.send(mail)) ? ok(undefined) : fail('ADMIN_ERROR')
}

export type CodeCheck = { status: 'ok'; row: EmailCodeRow } | { status: 'none' | 'expired' | 'exhausted' | 'wrong' }

/** Checks the newest code for an address; a wrong guess counts against the code's attempts. */
export async function checkEmailCode(ctx: AccountsContext, email: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
  const row = await latestCode(ctx.db, email, purpose)
  if (!row || row.usedAt !== null) return { status: 'none' }
  if (row.expiresAt <= ctx.now) return { status: 'expired' }
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { status: 'exhausted' }
  if (!timingSafeEqual(await codeHash(ctx, email, purpose, code), row.codeHash)) {
    await countAttempt(ctx.db, row.id, row.attempts + 1)
    return { status: 'wrong' }
  }
  return { status: 'ok', row }
}
