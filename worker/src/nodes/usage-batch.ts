import { failedConstraint } from '../catalogue/constraints'
import { fail, ok, type Result } from '../contract/errors'
import type { UsageAnswer, UsageReport } from '../contract/node-feed'
import { ADD_HOURLY, ADD_TOTALS, BATCH_ROW, COUNTED_MARK, PLAN_QUOTA_BUMP } from './usage-statements'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
/** Batch rows are kept 8 days (cron); a batch that ended more than 7 days ago is answered as counted (ADR 0020). */
export const USAGE_REPLAY_DAYS = 7
export const USAGE_BATCH_KEEP_DAYS = 8
/** Items per JSON parameter: D1 values stay well under its 2 MB limit. */
const CHUNK = 2000

/**
 * `POST /api/sub-server/usage`: counts a node's batch once (ADR 0020). The batch's row and every
 * counter it adds to are one D1 batch: a replay, also one racing the first, fails on the row's
 * primary key and adds nothing, and is answered `duplicate: true` so the node drops it.
 */
export async function countUsage(d1: D1Database, nodeId: string, report: UsageReport, now: number): Promise<Result<UsageAnswer>> {
  if (report.from > report.to || report.to > now + DAY_MS) return fail('INVALID_INPUT')
  const counted = { seq: report.seq, duplicate: true }
  if (report.to < now - USAGE_REPLAY_DAYS * DAY_MS) return ok(counted)
  // Bytes count in the hour and window of the batch's end, as the node's clock put it (never in the future).
  const at = Math.min(report.to, now)
  const bytes = report.items.reduce((sum, item) => sum + item.up + item.down, 0)
  const chunks = Array.from({ length: Math.ceil(report.items.length / CHUNK) }, (_, i) =>
    JSON.stringify(report.items.slice(i * CHUNK, (i + 1) * CHUNK)),
  )
  const planIds = [...new Set(report.items.filter((item) => item.owner === 'plan').map((item) => item.ownerId))]
  const statements = [
    d1.prepare(BATCH_ROW).bind(nodeId, report.epoch, report.seq, report.from, report.to, bytes, now),
    ...chunks.flatMap((items) => [
      d1.prepare(ADD_HOURLY).bind(items, nodeId, at - (at % HOUR_MS)),
      d1.prepare(ADD_TOTALS).bind(items, nodeId, at, now),
    ]),
    d1.prepare(COUNTED_MARK).bind(nodeId, report.epoch, report.seq),
    ...(planIds.length ? [d1.prepare(PLAN_QUOTA_BUMP).bind(JSON.stringify(planIds), at)] : []),
  ]
  try {
    await d1.batch(statements)
  } catch (error) {
    if (failedConstraint(error, /UNIQUE constraint failed: usage_batches\./)) return ok(counted)
    throw error
  }
  return ok({ seq: report.seq, duplicate: false })
}
