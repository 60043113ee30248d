import { hashPassword } from '../auth/password'
import { fail, ok, type Result } from '../contract/errors'
import type { AdminUserView } from '../contract/user'
import { revokeUserSessions } from '../db/sessions'
import { findUserByEmail, findUserById, insertUser, listUsers, type UserRow, updateUser } from '../db/users'
import type { AccountsContext } from './context'
import { toAdminUserView } from './user-view'
import { uniqueUsername } from './usernames'

export async function createAdmin(
  ctx: AccountsContext,
  input: { email: string; name: string; password: string; role: 0 | 2 },
): Promise<Result<AdminUserView>> {
  if (await findUserByEmail(ctx.db, input.email)) return fail('USER_EXISTS')
  const user = await insertUser(ctx.db, {
    id: crypto.randomUUID(),
    username: await uniqueUsername(ctx.db, input.email),
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password, ctx.config.PASSWORD_PEPPER),
    role: input.role,
    emailVerifiedAt: ctx.now,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  })
  return ok(toAdminUserView(user))
}

export async function adminListUsers(ctx: AccountsContext, query: { page: number; limit: number; search?: string }) {
  const { rows, total } = await listUsers(ctx.db, query.page, query.limit, query.search)
  return { data: rows.map(toAdminUserView), total }
}

/** The target of an admin change: never the admin themself (no locking oneself out). */
async function target(ctx: AccountsContext, actor: UserRow, userId: string): Promise<Result<UserRow>> {
  if (userId === actor.id) return fail('ADMIN_ERROR')
  const user = await findUserById(ctx.db, userId)
  return user ? ok(user) : fail('USER_NOT_EXISTS')
}

export async function adminUpdateUser(
  ctx: AccountsContext,
  actor: UserRow,
  input: { userId: string; name?: string; email?: string; role?: 0 | 1 | 2 },
): Promise<Result<AdminUserView>> {
  const found = await target(ctx, actor, input.userId)
  if (!found.ok) return found
  if (input.email && input.email !== found.value.email && (await findUserByEmail(ctx.db, input.email))) return fail('USER_EXISTS')
  const updated = await updateUser(ctx.db, input.userId, {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.role !== undefined && { role: input.role }),
    updatedAt: ctx.now,
  })
  return updated ? ok(toAdminUserView(updated)) : fail('USER_NOT_EXISTS')
}

/** Activates (unbans, and counts the e-mail as verified) or bans an account; a ban ends its sessions. */
export async function adminActiveUser(
  ctx: AccountsContext,
  actor: UserRow,
  input: { userId: string; active: boolean },
): Promise<Result<AdminUserView>> {
  const found = await target(ctx, actor, input.userId)
  if (!found.ok) return found
  const patch = input.active
    ? { bannedAt: null, emailVerifiedAt: found.value.emailVerifiedAt ?? ctx.now }
    : { bannedAt: found.value.bannedAt ?? ctx.now }
  const updated = await updateUser(ctx.db, input.userId, { ...patch, updatedAt: ctx.now })
  if (!input.active) await revokeUserSessions(ctx.db, input.userId, ctx.now)
  return updated ? ok(toAdminUserView(updated)) : fail('USER_NOT_EXISTS')
}

/** Deletes an account: its row stays (history), its e-mail, username, key and sessions are freed. */
export async function adminDeleteUser(ctx: AccountsContext, actor: UserRow, userId: string): Promise<Result<void>> {
  const found = await target(ctx, actor, userId)
  if (!found.ok) return found
  await updateUser(ctx.db, userId, { deletedAt: ctx.now, apiKeyHash: null, googleSub: null, updatedAt: ctx.now })
  await revokeUserSessions(ctx.db, userId, ctx.now)
  return ok(undefined)
}
