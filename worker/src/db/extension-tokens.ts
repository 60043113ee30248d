import { and, count, desc, eq, isNull, lte, or } from 'drizzle-orm'
import type { Database } from './client'
import { extensionTokens, users } from './schema'
import type { UserRow } from './users'

export type ExtensionTokenRow = typeof extensionTokens.$inferSelect

const live = isNull(extensionTokens.revokedAt)

/**
 * Stores a new token unless the user already holds `max` live ones; the count and the insert are one
 * statement, so two browsers connecting at once cannot pass the cap together. False when full.
 */
export async function insertExtensionTokenUnderCap(db: Database, row: ExtensionTokenRow, max: number): Promise<boolean> {
  const inserted = await db.$client
    .prepare(
      `INSERT INTO extension_tokens (id, user_id, token_hash, label, created_at) SELECT ?1, ?2, ?3, ?4, ?5
        WHERE (SELECT count(*) FROM extension_tokens WHERE user_id = ?2 AND revoked_at IS NULL) < ?6`,
    )
    .bind(row.id, row.userId, row.tokenHash, row.label, row.createdAt, max)
    .run()
  return inserted.meta.changes === 1
}

export async function countLiveExtensionTokens(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(extensionTokens)
    .where(and(eq(extensionTokens.userId, userId), live))
  return row?.n ?? 0
}

/** The user's live tokens, newest first. */
export function liveExtensionTokens(db: Database, userId: string): Promise<ExtensionTokenRow[]> {
  return db
    .select()
    .from(extensionTokens)
    .where(and(eq(extensionTokens.userId, userId), live))
    .orderBy(desc(extensionTokens.createdAt), desc(extensionTokens.id))
}

/** A live token by its hash, with its live (not deleted) user, in one read. */
export async function findLiveExtensionToken(db: Database, tokenHash: string): Promise<{ token: ExtensionTokenRow; user: UserRow } | null> {
  const [row] = await db
    .select({ token: extensionTokens, user: users })
    .from(extensionTokens)
    .innerJoin(users, eq(users.id, extensionTokens.userId))
    .where(and(eq(extensionTokens.tokenHash, tokenHash), live, isNull(users.deletedAt)))
    .limit(1)
  return row ?? null
}

/** Revokes one live token of this user; false when there is none (unknown, revoked, or someone else's). */
export async function revokeExtensionTokenRow(db: Database, userId: string, id: string, now: number): Promise<boolean> {
  const revoked = await db
    .update(extensionTokens)
    .set({ revokedAt: now })
    .where(and(eq(extensionTokens.id, id), eq(extensionTokens.userId, userId), live))
    .returning({ id: extensionTokens.id })
  return revoked.length === 1
}

/** Records a use, unless one was recorded in the last `quietMs` (the condition holds under concurrent calls too). */
export async function touchExtensionToken(db: Database, id: string, now: number, quietMs: number): Promise<void> {
  await db
    .update(extensionTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(extensionTokens.id, id), or(isNull(extensionTokens.lastUsedAt), lte(extensionTokens.lastUsedAt, now - quietMs))))
}
