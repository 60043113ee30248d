import { and, eq, sql } from 'drizzle-orm'
import type { TopupMethod, TopupStatus } from '../contract/ledger'
import type { Database } from '../db/client'
import { topups } from '../db/schema'
import type { TopupRow } from './views'

/** Opens a top-up waiting for its payment (status processing). */
export async function openTopup(
  db: Database,
  values: {
    userId: string
    method: TopupMethod
    amountXu: number
    paidAmount: number
    currency: 'VND' | 'USD' | 'USDT'
    vndPerUsd: number
    content: string
    expiresAt?: number
  },
  now: number,
): Promise<TopupRow> {
  const [row] = await db
    .insert(topups)
    .values({ id: crypto.randomUUID(), status: 'processing', ...values, createdAt: now, updatedAt: now })
    .returning()
  if (!row) throw new Error('top-up insert returned nothing')
  return row
}

export async function attachProvider(db: Database, id: string, providerRef: string, payUrl: string | null, now: number): Promise<void> {
  await db.update(topups).set({ providerRef, payUrl, updatedAt: now }).where(eq(topups.id, id))
}

/** Moves a top-up that is still processing to an end state (failed, cancelled); a credited one stays. */
export async function closeTopup(
  db: Database,
  id: string,
  status: Extract<TopupStatus, 'failed' | 'cancelled'>,
  now: number,
): Promise<void> {
  await db
    .update(topups)
    .set({ status, updatedAt: now })
    .where(and(eq(topups.id, id), eq(topups.status, 'processing')))
}

export async function topupByProviderRef(db: Database, method: TopupMethod, providerRef: string): Promise<TopupRow | null> {
  const [row] = await db
    .select()
    .from(topups)
    .where(and(eq(topups.method, method), eq(topups.providerRef, providerRef)))
    .limit(1)
  return row ?? null
}

export async function topupById(db: Database, id: string): Promise<TopupRow | null> {
  const [row] = await db.select().from(topups).where(eq(topups.id, id)).limit(1)
  return row ?? null
}

/** A user's own top-up (someone else's is as good as missing). */
export async function userTopup(db: Database, userId: string, id: string): Promise<TopupRow | null> {
  const row = await topupById(db, id)
  return row && row.userId === userId ? row : null
}

/** Open USDT top-ups holding a given amount: the amount tells transfers to one address apart. */
export async function openUsdtTopupWithAmount(db: Database, microUsdt: number, at: number): Promise<TopupRow | null> {
  const [row] = await db
    .select()
    .from(topups)
    .where(
      and(
        eq(topups.method, 'usdt'),
        eq(topups.status, 'processing'),
        eq(topups.paidAmount, microUsdt),
        sql`${topups.createdAt} <= ${at} AND ${topups.expiresAt} >= ${at}`,
      ),
    )
    .limit(1)
  return row ?? null
}
