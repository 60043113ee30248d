import { and, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm'
import type { AdminTopupExportQuery, AdminTopupView } from '../contract/admin-topups'
import { rangeOf } from '../contract/shop-days'
import { toTopupView } from '../money/views'
import type { Database } from './client'
import { contains } from './contains'
import { topups, users } from './schema'

function whereOf(query: AdminTopupExportQuery): SQL | undefined {
  const { start, end } = rangeOf(query)
  return and(
    query.method ? eq(topups.method, query.method) : undefined,
    query.status ? eq(topups.status, query.status) : undefined,
    query.user ? or(eq(users.id, query.user), eq(users.username, query.user), eq(users.email, query.user)) : undefined,
    start !== undefined ? gte(topups.createdAt, start) : undefined,
    end !== undefined ? lt(topups.createdAt, end) : undefined,
    query.search
      ? or(contains(topups.content, query.search), contains(topups.providerRef, query.search), eq(topups.id, query.search))
      : undefined,
  )
}

const selected = () => ({ topup: topups, userId: users.id, username: users.username, email: users.email })
type Joined = { topup: typeof topups.$inferSelect; userId: string; username: string; email: string }

const viewOf = (row: Joined): AdminTopupView => ({
  ...toTopupView(row.topup),
  userId: row.userId,
  username: row.username,
  email: row.email,
  providerRef: row.topup.providerRef,
  vndPerUsd: row.topup.vndPerUsd,
})

/** Every top-up, newest first, with whose it is: one page (`limit`, from `offset`). */
export async function listAdminTopups(db: Database, query: AdminTopupExportQuery, limit: number, offset: number) {
  const where = whereOf(query)
  const [rows, [total]] = await Promise.all([
    db
      .select(selected())
      .from(topups)
      .innerJoin(users, eq(users.id, topups.userId))
      .where(where)
      .orderBy(desc(topups.createdAt), sql`${topups}.rowid DESC`)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(topups).innerJoin(users, eq(users.id, topups.userId)).where(where),
  ])
  return { data: rows.map(viewOf), total: total?.total ?? 0 }
}
