import { and, asc, count, desc, eq, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm'
import type { AdminUserListQuery } from '../contract/admin-users'
import type { Database } from './client'
import { contains } from './contains'
import { users } from './schema'

const sorts = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  balance: [desc(users.balance), desc(users.createdAt)],
  name: [asc(sql`lower(${users.name})`), asc(users.id)],
} as const

const statusOf = {
  active: and(isNull(users.bannedAt), isNotNull(users.emailVerifiedAt)),
  banned: isNotNull(users.bannedAt),
  unverified: and(isNull(users.bannedAt), isNull(users.emailVerifiedAt)),
} as const

const hasAgency = sql`EXISTS (SELECT 1 FROM agencies a WHERE a.user_id = ${users.id})`

/** Any part of an e-mail, username or name; an id or a transfer code exactly (both are whole tokens an operator pastes). */
function searched(search: string): SQL | undefined {
  return or(
    contains(users.email, search),
    contains(users.username, search),
    contains(users.name, search),
    eq(users.id, search),
    eq(users.billCode, search.toUpperCase()),
  )
}

/** Live accounts for the admin's user list: one page, searched, filtered and sorted. */
export async function listUsersForAdmin(db: Database, query: AdminUserListQuery) {
  const where = and(
    isNull(users.deletedAt),
    query.search ? searched(query.search) : undefined,
    query.role !== undefined ? eq(users.role, query.role) : undefined,
    query.status ? statusOf[query.status] : undefined,
    query.hasBalance === undefined ? undefined : query.hasBalance ? sql`${users.balance} > 0` : eq(users.balance, 0),
    query.hasAgency === undefined ? undefined : query.hasAgency ? hasAgency : not(hasAgency),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...sorts[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(users).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}
