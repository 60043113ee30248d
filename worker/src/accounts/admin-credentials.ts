import { and, eq, gt, isNull } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import type { AdminUserView } from '../contract/user'
import { auditInsert } from '../db/audit'
import { extensionTokens, sessions, users } from '../db/schema'
import type { UserRow } from '../db/users'
import { target, viewOf } from './admin-users'
import type { AccountsContext } from './context'

/**
 * An admin ends what signs a user in: every session, the API key, one browser extension's token,
 * or two-factor sign-in (for a user who lost their authenticator). Each change and its audit row are one
 * D1 batch; what was already ended is answered as it is, with no audit row.
 */
type Change = { actor: UserRow; userId: string }

async function recorded(
  ctx: AccountsContext,
  change: Change,
  apply: (user: UserRow) => { statement: Parameters<AccountsContext['db']['batch']>[0][number]; before: unknown; after: unknown } | null,
  action: 'revoke_sessions' | 'revoke_api_key' | 'reset_two_factor' | 'revoke_extension_token',
  subject?: string,
): Promise<Result<AdminUserView>> {
  const found = await target(ctx, change.actor, change.userId)
  if (!found.ok) return found
  const planned = apply(found.value)
  if (planned) {
    const entry = { actorId: change.actor.id, action, userId: change.userId, subject, before: planned.before, after: planned.after }
    await ctx.db.batch([planned.statement, auditInsert(ctx.db, entry, ctx.now)])
  }
  const user = await target(ctx, change.actor, change.userId)
  return user.ok ? ok(await viewOf(ctx, user.value)) : user
}

export async function adminRevokeSessions(ctx: AccountsContext, change: Change): Promise<Result<AdminUserView>> {
  const live = and(eq(sessions.userId, change.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now))
  const count = (await ctx.db.select({ id: sessions.id }).from(sessions).where(live)).length
  return recorded(
    ctx,
    change,
    () =>
      count === 0
        ? null
        : {
            statement: ctx.db.update(sessions).set({ revokedAt: ctx.now }).where(live),
            before: { sessions: count },
            after: { sessions: 0 },
          },
    'revoke_sessions',
  )
}

export function adminRevokeApiKey(ctx: AccountsContext, change: Change): Promise<Result<AdminUserView>> {
  return recorded(
    ctx,
    change,
    (user) =>
      user.apiKeyHash === null
        ? null
        : {
            statement: ctx.db.update(users).set({ apiKeyHash: null, apiKeyPrefix: null, updatedAt: ctx.now }).where(eq(users.id, user.id)),
            before: { apiKey: user.apiKeyPrefix },
            after: { apiKey: null },
          },
    'revoke_api_key',
  )
}

export function adminResetTwoFactor(ctx: AccountsContext, change: Change): Promise<Result<AdminUserView>> {
  return recorded(
    ctx,
    change,
    (user) =>
      user.twoFactorSecret === null && user.twoFactorPendingSecret === null
        ? null
        : {
            statement: ctx.db
              .update(users)
              .set({ twoFactorSecret: null, twoFactorPendingSecret: null, totpLastStep: null, updatedAt: ctx.now })
              .where(eq(users.id, user.id)),
            before: { twoFactor: user.twoFactorSecret !== null },
            after: { twoFactor: false },
          },
    'reset_two_factor',
  )
}

export async function adminRevokeExtensionToken(
  ctx: AccountsContext,
  change: Change & { tokenId: string },
): Promise<Result<AdminUserView>> {
  const live = and(eq(extensionTokens.id, change.tokenId), eq(extensionTokens.userId, change.userId), isNull(extensionTokens.revokedAt))
  const [token] = await ctx.db.select().from(extensionTokens).where(live).limit(1)
  if (!token && (await target(ctx, change.actor, change.userId)).ok) return fail('NOT_FOUND')
  return recorded(
    ctx,
    change,
    () =>
      token
        ? {
            statement: ctx.db.update(extensionTokens).set({ revokedAt: ctx.now }).where(live),
            before: { label: token.label },
            after: { revoked: true },
          }
        : null,
    'revoke_extension_token',
    change.tokenId,
  )
}
