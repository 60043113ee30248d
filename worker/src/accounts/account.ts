import { sha256 } from '../auth/crypto'
import { hashPassword } from '../auth/password'
import { newApiKey } from '../auth/tokens'
import { fail, ok, type Result } from '../contract/errors'
import { revokeUserSessions } from '../db/sessions'
import { type UserRow, updateUser } from '../db/users'
import type { AccountsContext, RequestMeta } from './context'
import { checkPassword } from './passwords'
import { guarded, type SecretGuard } from './secret-guard'
import { openSession, type TokenPair } from './sessions'

async function replacePassword(ctx: AccountsContext, user: UserRow, newPassword: string, meta: Partial<RequestMeta>): Promise<TokenPair> {
  const updated = await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(newPassword, ctx.config.PASSWORD_PEPPER),
    updatedAt: ctx.now,
  })
  // Every session ends, this one included; the caller continues on a fresh one.
  await revokeUserSessions(ctx.db, user.id, ctx.now)
  return openSession(ctx, updated ?? user, meta)
}

/** Changes the password (the old one proves it is the owner) and answers the new token pair. */
export async function changePassword(
  ctx: AccountsContext,
  user: UserRow,
  input: { oldPassword: string; newPassword: string },
  meta: Partial<RequestMeta>,
  guard: SecretGuard,
): Promise<Result<TokenPair>> {
  const checked = await guarded(guard, user.id, () => checkPassword(ctx, user, input.oldPassword))
  if (!checked.ok) return checked
  return ok(await replacePassword(ctx, user, input.newPassword, meta))
}

/** A first password for an account made by Google sign-in. */
export async function setFirstPassword(
  ctx: AccountsContext,
  user: UserRow,
  newPassword: string,
  meta: Partial<RequestMeta>,
): Promise<Result<TokenPair>> {
  if (user.passwordHash) return fail('INVALID_INPUT')
  return ok(await replacePassword(ctx, user, newPassword, meta))
}

/** A new API key, shown once; only its hash and first characters are kept. The old key stops working. */
export async function generateApiKey(ctx: AccountsContext, user: UserRow): Promise<{ apiKey: string }> {
  const apiKey = newApiKey()
  await updateUser(ctx.db, user.id, { apiKeyHash: await sha256(apiKey), apiKeyPrefix: apiKey.slice(0, 10), updatedAt: ctx.now })
  return { apiKey }
}
