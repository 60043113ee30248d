import { and, eq } from 'drizzle-orm'
import type { Database } from './client'
import { providerEvents } from './schema'

/** Keeps every payment message received, verified or not, with what became of it. */
export async function auditProviderEvent(
  db: Database,
  event: { provider: string; eventId: string | null; verified: boolean; outcome: string; raw: string },
  now: number,
): Promise<void> {
  await db.insert(providerEvents).values({ id: crypto.randomUUID(), ...event, raw: event.raw.slice(0, 20_000), receivedAt: now })
}

/** Whether a message from this provider with this id was kept already. */
export async function providerEventSeen(db: Database, provider: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerEvents.id })
    .from(providerEvents)
    .where(and(eq(providerEvents.provider, provider), eq(providerEvents.eventId, eventId)))
    .limit(1)
  return Boolean(row)
}
