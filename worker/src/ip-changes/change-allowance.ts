import { IP_CHANGES_PER_MINUTE } from '../contract/bought-proxies'

const WINDOW_MS = 60_000

/**
 * Counts `count` IP changes asked for by an account in the current minute, if they fit within
 * IP_CHANGES_PER_MINUTE (GET_IP_TOO_FAST otherwise; a refused call counts nothing). One atomic
 * upsert on the rate-limit table, so concurrent calls cannot both squeeze past the limit.
 */
export async function takeChangeAllowance(d1: D1Database, userId: string, count: number, now: number): Promise<boolean> {
  if (count > IP_CHANGES_PER_MINUTE) return false
  const row = await d1
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3)
        ON CONFLICT(key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + excluded.count ELSE excluded.count END,
          window_start = excluded.window_start
        WHERE rate_limits.window_start <> excluded.window_start OR rate_limits.count + excluded.count <= ?4
        RETURNING count`,
    )
    .bind(`ip-change:${userId}`, now - (now % WINDOW_MS), count, IP_CHANGES_PER_MINUTE)
    .first<{ count: number }>()
  return row !== null
}
