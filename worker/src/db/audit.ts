import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { AuditAction, AuditEntryView, AuditQuery } from '../contract/audit'
import type { Database } from './client'
import { adminAudit, users } from './schema'

/** One admin action to record: who acted, what they did, to whom, the fields before and after. */
export type AuditEntry = {
  actorId: string
  action: AuditAction
  userId?: string | null
  subject?: string | null
  before?: unknown
  after?: unknown
  note?: string | null
}

/** The insert of one audit row, to go in the same D1 batch as the change it records. */
export function auditInsert(db: Database, entry: AuditEntry, now: number) {
  return db.insert(adminAudit).values({
    id: crypto.randomUUID(),
    actorId: entry.actorId,
    action: entry.action,
    userId: entry.userId ?? null,
    subject: entry.subject ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
    createdAt: now,
  })
}

/**
 * The audit row of a balance change, for the ledger's batch: it runs after the balance update, so the
 * balance it reads is the one after, and before is that less the amount (never a figure read earlier).
 */
export function balanceAuditStatement(entry: AuditEntry & { userId: string }, amount: number, now: number): SQL {
  return sql`INSERT INTO admin_audit (id, actor_id, action, user_id, subject, before, after, note, created_at)
    SELECT ${crypto.randomUUID()}, ${entry.actorId}, ${entry.action}, id, ${entry.subject ?? null},
      json_object('balance', balance - ${amount}), json_object('balance', balance), ${entry.note ?? null}, ${now}
    FROM users WHERE id = ${entry.userId}`
}

const actor = alias(users, 'actor')
const target = alias(users, 'target')

/** Someone by id, username or e-mail (the query has them trimmed and lower-cased). */
const named = (person: typeof actor | typeof target, who: string): SQL | undefined =>
  or(eq(person.id, who), eq(person.username, who), eq(person.email, who))

/** The audit log, newest first, filtered by the admin, the user and the action. */
export async function listAudit(db: Database, query: AuditQuery): Promise<{ data: AuditEntryView[]; total: number }> {
  const where = and(
    query.admin ? named(actor, query.admin) : undefined,
    query.user ? named(target, query.user) : undefined,
    query.action ? eq(adminAudit.action, query.action) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: adminAudit.id,
        action: adminAudit.action,
        actorId: actor.id,
        actorUsername: actor.username,
        actorEmail: actor.email,
        userId: target.id,
        userUsername: target.username,
        userEmail: target.email,
        subject: adminAudit.subject,
        before: adminAudit.before,
        after: adminAudit.after,
        note: adminAudit.note,
        createdAt: adminAudit.createdAt,
      })
      .from(adminAudit)
      .innerJoin(actor, eq(actor.id, adminAudit.actorId))
      .leftJoin(target, eq(target.id, adminAudit.userId))
      .where(where)
      .orderBy(desc(adminAudit.createdAt), sql`${adminAudit}.rowid DESC`)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(adminAudit)
      .innerJoin(actor, eq(actor.id, adminAudit.actorId))
      .leftJoin(target, eq(target.id, adminAudit.userId))
      .where(where),
  ])
  const data = rows.map((row) => ({
    _id: row.id,
    action: row.action,
    admin: { _id: row.actorId, username: row.actorUsername, email: row.actorEmail },
    user: row.userId === null ? null : { _id: row.userId, username: row.userUsername ?? '', email: row.userEmail ?? '' },
    subject: row.subject,
    before: row.before,
    after: row.after,
    note: row.note,
    createdAt: row.createdAt,
  }))
  return { data, total: total?.total ?? 0 }
}
