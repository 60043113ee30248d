import { eq, lt, sql } from 'drizzle-orm'
import { capacityOf, intervalOf, type LimitRule, waitFor } from '../domain/rate-limits'
import type { Database } from './client'
import { rateLimits } from './schema'

/** Room in a bucket, or how long (ms) until there is. */
export type Take = { ok: true } | { ok: false; retryAfterMs: number }

/**
 * Takes `cost` hits from `key`'s bucket if they fit (domain/rate-limits.ts), in one atomic upsert:
 * concurrent takes cannot both squeeze into the last room. A refused take changes nothing.
 */
export async function takeFromBucket(db: Database, key: string, rule: LimitRule, now: number, cost = 1): Promise<Take> {
  if (cost > rule.limit) return { ok: false, retryAfterMs: rule.windowMs }
  const take = cost * intervalOf(rule)
  const taken = await db.get<{ tat: number }>(sql`
    INSERT INTO rate_limit_buckets (key, tat) VALUES (${key}, ${now + take})
    ON CONFLICT(key) DO UPDATE SET tat = max(rate_limit_buckets.tat + ${take}, excluded.tat)
      WHERE max(rate_limit_buckets.tat + ${take}, excluded.tat) - ${now} <= ${capacityOf(rule)}
    RETURNING tat`)
  if (taken) return { ok: true }
  return { ok: false, retryAfterMs: Math.max(1, waitFor(rule, await bucketTat(db, key), now, cost)) }
}

/** How long (ms) until one more hit fits in `key`'s bucket, taking nothing: 0 when it fits now. */
export async function bucketWait(db: Database, key: string, rule: LimitRule, now: number): Promise<number> {
  return waitFor(rule, await bucketTat(db, key), now)
}

async function bucketTat(db: Database, key: string): Promise<number | null> {
  const [row] = await db.select({ tat: rateLimits.tat }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1)
  return row?.tat ?? null
}

/** Empties a bucket (a right password clears its address's count of wrong ones). */
export async function emptyBucket(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/** Drops buckets that have run empty: an absent bucket and an empty one mean the same. */
export async function pruneRateLimits(db: Database, now: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.tat, now))
}
