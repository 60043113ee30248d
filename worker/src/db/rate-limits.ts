import { lt, sql } from 'drizzle-orm'
import type { Database } from './client'
import { rateLimits } from './schema'

/**
 * Counts one hit of `key` in its fixed window and says whether it is within `limit`. One atomic
 * upsert, so concurrent hits are all counted.
 */
export async function hitRateLimit(db: Database, key: string, limit: number, windowMs: number, now: number): Promise<boolean> {
  const windowStart = now - (now % windowMs)
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING count`)
  return (row?.count ?? Number.POSITIVE_INFINITY) <= limit
}

/** The hits of `key` in its current window, counting none. */
export async function rateLimitCount(db: Database, key: string, windowMs: number, now: number): Promise<number> {
  const row = await db.get<{ count: number }>(
    sql`SELECT count FROM rate_limits WHERE key = ${key} AND window_start = ${now - (now % windowMs)}`,
  )
  return row?.count ?? 0
}

/** Drops counters whose window ended long ago (the largest window is an hour). */
export async function pruneRateLimits(db: Database, now: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 2 * 3600_000))
}
