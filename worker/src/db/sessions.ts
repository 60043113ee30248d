import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Database } from './client'
import { sessions, spentRefreshTokens, users } from './schema'
import type { UserRow } from './users'

export type SessionRow = typeof sessions.$inferSelect

export async function insertSession(db: Database, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row)
}

export async function findSession(db: Database, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1)
  return row ?? null
}

/** A live session and its live user, in one read (every authenticated request does this). */
export async function findLiveSession(db: Database, id: string, now: number): Promise<{ session: SessionRow; user: UserRow } | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), isNull(users.deletedAt)))
    .limit(1)
  if (!row || row.session.expiresAt <= now) return null
  return row
}

/** Swaps the refresh hash only if it is still the one presented (compare-and-swap); the old one is spent. */
export async function rotateRefreshHash(db: Database, id: string, oldHash: string, newHash: string, now: number): Promise<boolean> {
  const changed = await db
    .update(sessions)
    .set({ refreshHash: newHash, rotatedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.refreshHash, oldHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  if (changed.length !== 1) return false
  await db.insert(spentRefreshTokens).values({ hash: oldHash, sessionId: id, spentAt: now }).onConflictDoNothing()
  return true
}

export async function isSpentRefreshHash(db: Database, sessionId: string, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: spentRefreshTokens.hash })
    .from(spentRefreshTokens)
    .where(and(eq(spentRefreshTokens.hash, hash), eq(spentRefreshTokens.sessionId, sessionId)))
    .limit(1)
  return row !== undefined
}

export async function revokeSession(db: Database, id: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
}

/** Ends every session of a user, or every one but `keep`. */
export async function revokeUserSessions(db: Database, userId: string, now: number, keep?: string): Promise<void> {
  const others = keep ? ne(sessions.id, keep) : undefined
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others))
}
