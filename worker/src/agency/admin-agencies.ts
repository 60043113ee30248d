import { and, count, desc, eq, or } from 'drizzle-orm'
import type { AdminAgencyQuery, AdminAgencyUpdate, AdminAgencyView } from '../contract/agency-admin'
import { fail, ok, type Result } from '../contract/errors'
import { auditInsert } from '../db/audit'
import type { Database } from '../db/client'
import { contains } from '../db/contains'
import { agencies, users } from '../db/schema'
import { agencyTotals } from './agency-reads'
import { findAgencyById, toAgencyView } from './agency-store'

/** Agencies newest first, by state, searched by code, username or e-mail, each with its owner and totals. */
export async function adminListAgencies(db: Database, query: AdminAgencyQuery): Promise<{ data: AdminAgencyView[]; total: number }> {
  const search = query.search
  const where = and(
    query.active ? eq(agencies.active, query.active === 'true') : undefined,
    search ? or(contains(agencies.code, search), contains(users.username, search), contains(users.email, search)) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({ agency: agencies, user: { _id: users.id, username: users.username, email: users.email } })
      .from(agencies)
      .innerJoin(users, eq(users.id, agencies.userId))
      .where(where)
      .orderBy(desc(agencies.createdAt), desc(agencies.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(agencies).innerJoin(users, eq(users.id, agencies.userId)).where(where),
  ])
  const data = await Promise.all(
    rows.map(async (row) => ({ ...toAgencyView(row.agency), user: row.user, totals: await agencyTotals(db, row.agency.id) })),
  )
  return { data, total: total?.total ?? 0 }
}

/**
 * An admin activates or deactivates an agency, or sets its rates; the change and its audit row (the
 * fields before and after) are one batch. Rates apply to spends from then on; commissions already made keep theirs.
 */
export async function adminUpdateAgency(
  db: Database,
  input: { agencyId: string; change: AdminAgencyUpdate; actorId: string; now: number },
): Promise<Result<AdminAgencyView>> {
  const before = await findAgencyById(db, input.agencyId)
  if (!before) return fail('NOT_FOUND')
  const change = Object.fromEntries(Object.entries(input.change).filter(([, value]) => value !== undefined)) as AdminAgencyUpdate
  const activatedAt = change.active && !before.active ? input.now : before.activatedAt
  const fields = Object.keys(change) as (keyof AdminAgencyUpdate)[]
  await db.batch([
    db
      .update(agencies)
      .set({ ...change, activatedAt, updatedAt: input.now })
      .where(eq(agencies.id, before.id)),
    auditInsert(
      db,
      {
        actorId: input.actorId,
        action: 'update_agency',
        userId: before.userId,
        subject: before.code,
        before: Object.fromEntries(fields.map((field) => [field, before[field]])),
        after: change,
      },
      input.now,
    ),
  ])
  const after = await adminAgency(db, before.id)
  return after ? ok(after) : fail('NOT_FOUND')
}

/** One agency as the admin list shows it. */
export async function adminAgency(db: Database, agencyId: string): Promise<AdminAgencyView | null> {
  const [row] = await db
    .select({ agency: agencies, user: { _id: users.id, username: users.username, email: users.email } })
    .from(agencies)
    .innerJoin(users, eq(users.id, agencies.userId))
    .where(eq(agencies.id, agencyId))
  return row ? { ...toAgencyView(row.agency), user: row.user, totals: await agencyTotals(db, row.agency.id) } : null
}
