import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { AuditEntry } from './audit'
import type { Database } from './client'
import { rawBatch } from './raw-batch'
import { emailChanges } from './schema'

export type EmailChangeRow = typeof emailChanges.$inferSelect

const pending = (now: number) => and(isNull(emailChanges.confirmedAt), isNull(emailChanges.supersededAt), gt(emailChanges.expiresAt, now))

/** The new address each of these users has waiting for confirmation, by user id. */
export async function pendingEmailsOf(db: Database, userIds: string[], now: number): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ userId: emailChanges.userId, newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(inArray(emailChanges.userId, userIds), pending(now)))
  return new Map(rows.map((row) => [row.userId, row.newEmail]))
}

/** A new request, superseding any earlier one of the same user that is still open. */
export function emailChangeStatements(db: Database, row: typeof emailChanges.$inferInsert) {
  return [
    db
      .update(emailChanges)
      .set({ supersededAt: row.createdAt })
      .where(and(eq(emailChanges.userId, row.userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.supersededAt))),
    db.insert(emailChanges).values(row),
  ] as const
}

export async function findEmailChange(db: Database, tokenHash: string): Promise<EmailChangeRow | null> {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.tokenHash, tokenHash)).limit(1)
  return row ?? null
}

/**
 * Confirms a change once, in one batch: the audit row (reading the address before), the account's new
 * address, and the request marked confirmed. Each statement only acts while the request is still open,
 * so a second confirmation at the same moment changes nothing. A new address taken meanwhile by another
 * account fails the batch on the unique index (the caller answers USER_EXISTS).
 */
export async function confirmEmailChangeBatch(db: Database, change: EmailChangeRow, audit: AuditEntry, now: number): Promise<boolean> {
  const open = sql`EXISTS (SELECT 1 FROM email_changes WHERE id = ${change.id} AND confirmed_at IS NULL AND superseded_at IS NULL)`
  const [, updated] = await rawBatch(db, [
    sql`INSERT INTO admin_audit (id, actor_id, action, user_id, subject, before, after, note, created_at)
      SELECT ${crypto.randomUUID()}, ${audit.actorId}, ${audit.action}, id, NULL, json_object('email', email),
        json_object('email', ${change.newEmail}), NULL, ${now}
      FROM users WHERE id = ${change.userId} AND deleted_at IS NULL AND ${open}`,
    sql`UPDATE users SET email = ${change.newEmail}, email_verified_at = coalesce(email_verified_at, ${now}), updated_at = ${now}
      WHERE id = ${change.userId} AND deleted_at IS NULL AND ${open}`,
    db
      .update(emailChanges)
      .set({ confirmedAt: now })
      .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.confirmedAt))),
  ])
  return updated?.meta.changes === 1
}
