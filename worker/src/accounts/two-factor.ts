import { decryptText, encryptText } from '../auth/crypto'
import { matchTotp, newTotpSecret, otpauthUri } from '../auth/totp'
import { fail, ok, type Result } from '../contract/errors'
import { claimTotpStep, type UserRow, updateUser } from '../db/users'
import type { AccountsContext } from './context'
import { checkPassword } from './passwords'
import { guarded, type SecretGuard } from './secret-guard'

const ISSUER = 'Proxy Portal'

/** A TOTP code against `sealed` (an encrypted secret), accepted once: a replayed code is refused. */
async function acceptCode(ctx: AccountsContext, user: UserRow, sealed: string, code: string): Promise<boolean> {
  const step = await matchTotp(await decryptText(ctx.config.DATA_KEY, sealed), code, ctx.now)
  return step !== null && (await claimTotpStep(ctx.db, user.id, step))
}

/** The second factor at sign-in: none needed, MISSING_2FA without a code, INVALID_2FA for a bad or used one. */
export async function checkSecondFactor(ctx: AccountsContext, user: UserRow, code: string | undefined): Promise<Result<void>> {
  if (!user.twoFactorSecret) return ok(undefined)
  if (!code) return fail('MISSING_2FA')
  return (await acceptCode(ctx, user, user.twoFactorSecret, code)) ? ok(undefined) : fail('INVALID_2FA')
}

/** Turn on, step 1: with the password, a new secret is kept pending and shown once. */
export async function startTwoFactor(ctx: AccountsContext, user: UserRow, password: string, guard: SecretGuard) {
  const checked = await guarded(guard, user.id, () => checkPassword(ctx, user, password))
  if (!checked.ok) return checked
  if (user.twoFactorSecret) return fail('INVALID_INPUT')
  const secret = newTotpSecret()
  await updateUser(ctx.db, user.id, { twoFactorPendingSecret: await encryptText(ctx.config.DATA_KEY, secret), updatedAt: ctx.now })
  return ok({ secret, otpauthUri: otpauthUri(ISSUER, user.email, secret) })
}

/** Turn on, step 2: a code from the app proves it holds the secret; then it is active. */
export async function confirmTwoFactor(
  ctx: AccountsContext,
  user: UserRow,
  input: { password: string; code: string },
  guard: SecretGuard,
): Promise<Result<void>> {
  const checked = await guarded(guard, user.id, async () => {
    const password = await checkPassword(ctx, user, input.password)
    if (!password.ok) return password
    const pending = user.twoFactorPendingSecret
    return pending && (await acceptCode(ctx, user, pending, input.code)) ? ok(undefined) : fail('INVALID_2FA')
  })
  if (!checked.ok) return checked
  await updateUser(ctx.db, user.id, { twoFactorSecret: user.twoFactorPendingSecret, twoFactorPendingSecret: null, updatedAt: ctx.now })
  return ok(undefined)
}

export async function disableTwoFactor(
  ctx: AccountsContext,
  user: UserRow,
  input: { password: string; code: string },
  guard: SecretGuard,
): Promise<Result<void>> {
  const secret = user.twoFactorSecret
  if (!secret) return fail('INVALID_2FA')
  const checked = await guarded(guard, user.id, async () => {
    const password = await checkPassword(ctx, user, input.password)
    if (!password.ok) return password
    return (await acceptCode(ctx, user, secret, input.code)) ? ok(undefined) : fail('INVALID_2FA')
  })
  if (!checked.ok) return checked
  await updateUser(ctx.db, user.id, { twoFactorSecret: null, twoFactorPendingSecret: null, updatedAt: ctx.now })
  return ok(undefined)
}
