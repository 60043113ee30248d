import { and, eq, isNull } from 'drizzle-orm'
import { agencyLinksOf, agencyLinksOfUser } from '../agency/user-links'
import { hashPassword } from '../auth/password'
import type { AdminUserListQuery } from '../contract/admin-users'
import { fail, ok, type Result } from '../contract/errors'
import type { AdminUserView } from '../contract/user'
import { listUsersForAdmin } from '../db/admin-user-list'
import { type AuditEntry, auditInsert } from '../db/audit'
import { pendingEmailsOf } from '../db/email-changes'
import { users } from '../db/schema'
import { revokeUserSessions } from '../db/sessions'
import { findUserByEmail, findUserById, type NewUser, type UserRow } from '../db/users'
import { mayGrantRole, refusalToActOn } from '../domain/admin-roles'
import type { AccountsContext } from './context'
import { requestEmailChange } from './email-change'
import { toAdminUserView } from './user-view'
import { uniqueUsername } from './usernames'

/** The account, the admin and what the admin knows of the request (for the link mailed on an e-mail change). */
export type AdminCall = { actor: UserRow; origin: string }

export const viewOf = async (ctx: AccountsContext, user: UserRow) =>
  toAdminUserView(
    user,
    (await pendingEmailsOf(ctx.db, [user.id], ctx.now)).get(user.id) ?? null,
    await agencyLinksOfUser(ctx.db, user, ctx.now),
  )

export async function createAdmin(
  ctx: AccountsContext,
  actor: UserRow,
  input: { email: string; name: string; password: string; role: 0 | 2 },
): Promise<Result<AdminUserView>> {
  if (!mayGrantRole(actor, input.role)) return fail('ADMIN_ERROR')
  if (await findUserByEmail(ctx.db, input.email)) return fail('USER_EXISTS')
  const values: NewUser = {
    id: crypto.randomUUID(),
    username: await uniqueUsername(ctx.db, input.email),
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password, ctx.config.PASSWORD_PEPPER, ctx.config.PASSWORD_ITERATIONS),
    role: input.role,
    emailVerifiedAt: ctx.now,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  }
  const after = { email: values.email, name: values.name, role: values.role }
  const [[user]] = await ctx.db.batch([
    ctx.db.insert(users).values(values).returning(),
    auditInsert(ctx.db, { actorId: actor.id, action: 'create_admin', userId: values.id, after }, ctx.now),
  ])
  if (!user) throw new Error('user insert returned nothing')
  return ok(toAdminUserView(user, null))
}

export async function adminListUsers(ctx: AccountsContext, query: AdminUserListQuery) {
  const { rows, total } = await listUsersForAdmin(ctx.db, query)
  const [pending, links] = await Promise.all([
    pendingEmailsOf(
      ctx.db,
      rows.map((row) => row.id),
      ctx.now,
    ),
    agencyLinksOf(ctx.db, rows, ctx.now),
  ])
  return { data: rows.map((row) => toAdminUserView(row, pending.get(row.id) ?? null, links.get(row.id))), total }
}

/** The target of an admin change, if the actor's role allows it (never themself, never role 0 for role 2). */
export async function target(ctx: AccountsContext, actor: UserRow, userId: string): Promise<Result<UserRow>> {
  const user = await findUserById(ctx.db, userId)
  if (!user) return fail('USER_NOT_EXISTS')
  return refusalToActOn(actor, user) ? fail('ADMIN_ERROR') : ok(user)
}

/**
 * Changes the fields of a user and records the change, in one batch; only what differs is written and
 * recorded. Answers the user as they are after it (null when they were deleted meanwhile).
 */
async function changeUser(ctx: AccountsContext, user: UserRow, patch: Partial<NewUser>, entry: AuditEntry): Promise<UserRow | null> {
  const [[updated]] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ ...patch, updatedAt: ctx.now })
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
      .returning(),
    auditInsert(ctx.db, entry, ctx.now),
  ])
  return updated ?? null
}

type Changes = { name?: string; role?: 0 | 1 | 2 }

function differences(user: UserRow, input: Changes) {
  const before: Changes = {}
  const after: Changes = {}
  if (input.name !== undefined && input.name !== user.name) [before.name, after.name] = [user.name, input.name]
  if (input.role !== undefined && input.role !== user.role) [before.role, after.role] = [user.role as 0 | 1 | 2, input.role]
  return { before, after, any: Object.keys(after).length > 0 }
}

/**
 * An admin changes a user's name and role at once; a new e-mail is not set here but mailed to for
 * confirmation (the account keeps its address until the link is followed, ADR 0024).
 */
export async function adminUpdateUser(
  ctx: AccountsContext,
  call: AdminCall,
  input: { userId: string; name?: string; email?: string; role?: 0 | 1 | 2 },
): Promise<Result<AdminUserView>> {
  const found = await target(ctx, call.actor, input.userId)
  if (!found.ok) return found
  let user = found.value
  if (input.role !== undefined && !mayGrantRole(call.actor, input.role)) return fail('ADMIN_ERROR')
  if (input.email !== undefined && input.email !== user.email) {
    const requested = await requestEmailChange(ctx, call, user, input.email)
    if (!requested.ok) return requested
  }
  const { before, after, any } = differences(user, input)
  if (any) {
    const updated = await changeUser(ctx, user, after, { actorId: call.actor.id, action: 'update_user', userId: user.id, before, after })
    if (!updated) return fail('USER_NOT_EXISTS')
    user = updated
  }
  return ok(await viewOf(ctx, user))
}

/** Activates (unbans, and counts the e-mail as verified) or bans an account; a ban ends its sessions. */
export async function adminActiveUser(
  ctx: AccountsContext,
  actor: UserRow,
  input: { userId: string; active: boolean },
): Promise<Result<AdminUserView>> {
  const found = await target(ctx, actor, input.userId)
  if (!found.ok) return found
  const user = found.value
  const patch = input.active ? { bannedAt: null, emailVerifiedAt: user.emailVerifiedAt ?? ctx.now } : { bannedAt: user.bannedAt ?? ctx.now }
  const state = (row: { bannedAt: number | null; emailVerifiedAt: number | null }) => ({
    banned: row.bannedAt !== null,
    emailVerified: row.emailVerifiedAt !== null,
  })
  const entry: AuditEntry = {
    actorId: actor.id,
    action: input.active ? 'activate_user' : 'ban_user',
    userId: user.id,
    before: state(user),
    after: state({ ...user, ...patch }),
  }
  const updated = await changeUser(ctx, user, patch, entry)
  if (!input.active) await revokeUserSessions(ctx.db, input.userId, ctx.now)
  return updated ? ok(await viewOf(ctx, updated)) : fail('USER_NOT_EXISTS')
}

/** Deletes an account: its row stays (history), its e-mail, username, key and sessions are freed. */
export async function adminDeleteUser(ctx: AccountsContext, actor: UserRow, userId: string): Promise<Result<void>> {
  const found = await target(ctx, actor, userId)
  if (!found.ok) return found
  const user = found.value
  const entry: AuditEntry = {
    actorId: actor.id,
    action: 'delete_user',
    userId,
    before: { email: user.email, username: user.username, balance: user.balance },
    after: { deleted: true },
  }
  await changeUser(ctx, user, { deletedAt: ctx.now, apiKeyHash: null, googleSub: null }, entry)
  await revokeUserSessions(ctx.db, userId, ctx.now)
  return ok(undefined)
}
