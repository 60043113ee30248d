import { database } from '../db/client'
import { lastJobRun } from '../db/job-runs'
import type { Env } from '../env'
import { USAGE_BATCH_KEEP_DAYS } from '../nodes/usage-batch'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
/** Hourly rows kept (then rolled up to days), daily rows and ended windows kept (ADR 0020). */
const HOURLY_KEEP_MS = 48 * HOUR_MS
const DAILY_KEEP_MS = 35 * DAY_MS
/** How far back a window end is looked for when the job has no earlier run to start from. */
const FIRST_LOOKBACK_MS = 10 * 60_000

export const WINDOW_ENDS_JOB = 'usage-window-ends'

/**
 * Allowance windows that ended since the last run (ADR 0018): their owners' allowances are whole
 * again, so every node serving an owner that used bytes in the ended window gets a new feed version.
 */
export async function announceWindowEnds(env: Env, now: number): Promise<void> {
  const last = (await lastJobRun(database(env.DB), WINDOW_ENDS_JOB))?.lastRunAt
  const since = Math.max(last ?? now - FIRST_LOOKBACK_MS, now - DAY_MS)
  await env.DB.prepare(
    `UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id IN (
      SELECT p.sub_server_id FROM usage_totals t JOIN bought_proxies b ON b.id = t.owner_id JOIN proxies p ON p.id = b.proxy_id
        WHERE t.owner = 'private' AND t.period_end > ?1 AND t.period_end <= ?2 AND b.status <> 'released'
      UNION SELECT p.sub_server_id FROM usage_totals t JOIN shared_assignments a ON a.owner_id = t.owner_id AND a.released = 0
        JOIN proxies p ON p.id = a.proxy_id
        WHERE t.owner = 'plan' AND a.owner_type = 'plan' AND t.period_end > ?1 AND t.period_end <= ?2)`,
  )
    .bind(since, now)
    .run()
}

/**
 * Keeps usage storage bounded (ADR 0020): hourly rows older than 2 days are added to their day and
 * deleted in one batch (so no byte is counted twice or lost, whatever runs at once), then daily rows
 * and ended windows older than 35 days and counted-batch rows older than 8 days go.
 */
export async function keepUsageBounded(env: Env, now: number): Promise<void> {
  const cutoff = now - (now % HOUR_MS) - HOURLY_KEEP_MS
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO usage_daily (proxy_id, owner, owner_id, day, up, down)
        SELECT proxy_id, owner, owner_id, hour - hour % ${DAY_MS}, sum(up), sum(down) FROM usage_hourly WHERE hour < ?1 GROUP BY 1, 2, 3, 4
        ON CONFLICT (proxy_id, owner, owner_id, day) DO UPDATE SET up = up + excluded.up, down = down + excluded.down`,
    ).bind(cutoff),
    env.DB.prepare('DELETE FROM usage_hourly WHERE hour < ?1').bind(cutoff),
  ])
  await env.DB.batch([
    env.DB.prepare('DELETE FROM usage_daily WHERE day < ?1').bind(now - DAILY_KEEP_MS),
    env.DB.prepare('DELETE FROM usage_totals WHERE period_end < ?1').bind(now - DAILY_KEEP_MS),
    env.DB.prepare('DELETE FROM usage_batches WHERE received_at < ?1').bind(now - USAGE_BATCH_KEEP_DAYS * DAY_MS),
  ])
}
