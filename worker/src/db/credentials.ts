import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from './client'
import { extensionTokens, sessions, users } from './schema'
import type { NewUser, UserRow } from './users'

/** What a new password ended: live sessions (by id), whether an API key, and the connected browsers. */
export type EndedCredentials = { sessionIds: string[]; apiKey: boolean; extensionTokens: number }

/**
 * Sets a new password and, in the same batch, ends every credential made under the old one: every
 * session, the API key and every extension token (ADR 0021). `also` updates more of the user
 * (a reset marks the e-mail verified). Null when the account is gone.
 */
export async function replacePasswordHash(
  db: Database,
  user: UserRow,
  passwordHash: string,
  now: number,
  also: Partial<NewUser> = {},
): Promise<{ user: UserRow; ended: EndedCredentials } | null> {
  const [updated, endedSessions, endedTokens] = await db.batch([
    db
      .update(users)
      .set({ ...also, passwordHash, apiKeyHash: null, apiKeyPrefix: null, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
      .returning(),
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, expiresAt: sessions.expiresAt }),
    db
      .update(extensionTokens)
      .set({ revokedAt: now })
      .where(and(eq(extensionTokens.userId, user.id), isNull(extensionTokens.revokedAt)))
      .returning({ id: extensionTokens.id }),
  ])
  const [row] = updated
  if (!row) return null
  // Sessions past their end were over already: only live ones count as ended.
  const sessionIds = endedSessions.filter((session) => session.expiresAt > now).map((session) => session.id)
  return { user: row, ended: { sessionIds, apiKey: user.apiKeyHash !== null, extensionTokens: endedTokens.length } }
}
