import { sha256 } from '../auth/crypto'
import { hashPassword } from '../auth/password'
import { newApiKey } from '../auth/tokens'
import type { CredentialsEnded } from '../contract/auth'
import { fail, ok, type Result } from '../contract/errors'
import { type EndedCredentials, replacePasswordHash } from '../db/credentials'
import { type UserRow, updateUser } from '../db/users'
import type { AccountsContext, RequestMeta } from './context'
import { checkPassword } from './passwords'
import { guarded, type SecretGuard } from './secret-guard'
import { openSession, type TokenPair } from './sessions'

export type PasswordChanged = TokenPair & { ended: CredentialsEnded }

/**
 * A new password ends every credential made under the old one (sessions, API key, extension tokens,
 * ADR 0021); the caller continues on a fresh session, and hears what else ended.
 */
async function replacePassword(
  ctx: AccountsContext,
  user: UserRow,
  newPassword: string,
  meta: Partial<RequestMeta>,
  currentSessionId: string | null,
): Promise<Result<PasswordChanged>> {
  const replaced = await replacePasswordHash(
    ctx.db,
    user,
    await hashPassword(newPassword, ctx.config.PASSWORD_PEPPER, ctx.config.PASSWORD_ITERATIONS),
    ctx.now,
  )
  if (!replaced) return fail('USER_NOT_EXISTS')
  const pair = await openSession(ctx, replaced.user, meta)
  return ok({ ...pair, ended: endedView(replaced.ended, currentSessionId) })
}

/** What the account page tells the customer: sessions other than the one that made the change. */
export function endedView(ended: EndedCredentials, currentSessionId: string | null): CredentialsEnded {
  const sessions = ended.sessionIds.filter((id) => id !== currentSessionId).length
  return { sessions, apiKey: ended.apiKey, extensionTokens: ended.extensionTokens }
}

/** Changes the password (the old one proves it is the owner) and answers the new token pair. */
export async function changePassword(
  ctx: AccountsContext,
  user: UserRow,
  input: { oldPassword: string; newPassword: string },
  meta: Partial<RequestMeta> & { sessionId: string | null },
  guard: SecretGuard,
): Promise<Result<PasswordChanged>> {
  const checked = await guarded(guard, user.id, () => checkPassword(ctx, user, input.oldPassword))
  if (!checked.ok) return checked
  return replacePassword(ctx, user, input.newPassword, meta, meta.sessionId)
}

/** A first password for an account made by Google sign-in. */
export async function setFirstPassword(
  ctx: AccountsContext,
  user: UserRow,
  newPassword: string,
  meta: Partial<RequestMeta> & { sessionId: string | null },
): Promise<Result<PasswordChanged>> {
  if (user.passwordHash) return fail('INVALID_INPUT')
  return replacePassword(ctx, user, newPassword, meta, meta.sessionId)
}

/** A new API key, shown once; only its hash and first characters are kept. The old key stops working. */
export async function generateApiKey(ctx: AccountsContext, user: UserRow): Promise<{ apiKey: string }> {
  const apiKey = newApiKey()
  await updateUser(ctx.db, user.id, { apiKeyHash: await sha256(apiKey), apiKeyPrefix: apiKey.slice(0, 10), updatedAt: ctx.now })
  return { apiKey }
}

/** The API key revoked: nothing authenticates with it from now on, until a new one is made. */
export async function revokeApiKey(ctx: AccountsContext, user: UserRow): Promise<{ ok: true }> {
  await updateUser(ctx.db, user.id, { apiKeyHash: null, apiKeyPrefix: null, updatedAt: ctx.now })
  return { ok: true }
}
