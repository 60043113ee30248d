import { and, desc, eq, isNull } from 'drizzle-orm'
import { randomToken, sha256 } from '../auth/crypto'
import { DOWNLOAD_TOKEN_PREFIX, type DownloadLinkView } from '../contract/download-links'
import type { Database } from '../db/client'
import { downloadLinks, users } from '../db/schema'

/** The account's live link, if any. */
export async function liveDownloadLink(db: Database, userId: string): Promise<DownloadLinkView | null> {
  const [row] = await db
    .select({ prefix: downloadLinks.prefix, createdAt: downloadLinks.createdAt, lastUsedAt: downloadLinks.lastUsedAt })
    .from(downloadLinks)
    .where(and(eq(downloadLinks.userId, userId), isNull(downloadLinks.revokedAt)))
    .orderBy(desc(downloadLinks.createdAt))
    .limit(1)
  return row ?? null
}

const revokeAll = (db: Database, userId: string, now: number) =>
  db
    .update(downloadLinks)
    .set({ revokedAt: now })
    .where(and(eq(downloadLinks.userId, userId), isNull(downloadLinks.revokedAt)))

/** A new link (the old one revoked in the same batch): its token, shown once; only its hash is kept. */
export async function newDownloadLink(db: Database, userId: string, now: number) {
  const token = `${DOWNLOAD_TOKEN_PREFIX}${randomToken(32)}`
  const row = { id: crypto.randomUUID(), userId, tokenHash: await sha256(token), prefix: token.slice(0, 10), createdAt: now }
  await db.batch([revokeAll(db, userId, now), db.insert(downloadLinks).values(row)])
  return { token, prefix: row.prefix, createdAt: now }
}

export async function revokeDownloadLinks(db: Database, userId: string, now: number): Promise<void> {
  await revokeAll(db, userId, now)
}

/** The owner of a live link's token (not banned or deleted), noting its use; null for any other token. */
export async function ownerOfDownloadToken(db: Database, token: string, now: number): Promise<string | null> {
  const [row] = await db
    .update(downloadLinks)
    .set({ lastUsedAt: now })
    .where(and(eq(downloadLinks.tokenHash, await sha256(token)), isNull(downloadLinks.revokedAt)))
    .returning({ userId: downloadLinks.userId })
  if (!row) return null
  const [owner] = await db
    .select({ bannedAt: users.bannedAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1)
  return owner && owner.bannedAt === null && owner.deletedAt === null ? row.userId : null
}
