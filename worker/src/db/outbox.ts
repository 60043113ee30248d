import { desc, eq } from 'drizzle-orm'
import type { Database } from './client'
import { devOutbox } from './schema'

export type OutboxMail = typeof devOutbox.$inferSelect

export async function storeOutboxMail(db: Database, mail: OutboxMail): Promise<void> {
  await db.insert(devOutbox).values(mail)
}

/** Newest first; for one address when `to` is given. */
export async function listOutbox(db: Database, to?: string, limit = 50): Promise<OutboxMail[]> {
  const query = db.select().from(devOutbox)
  const filtered = to ? query.where(eq(devOutbox.to, to.toLowerCase())) : query
  return filtered.orderBy(desc(devOutbox.createdAt), desc(devOutbox.id)).limit(limit)
}
