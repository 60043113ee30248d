import { and, eq, gte, sql } from 'drizzle-orm'
import { database } from '../db/client'
import { reconciliations } from '../db/schema'
import type { Env } from '../env'
import { reconcileLedger } from '../money/reconciliation'

const DAY_MS = 86_400_000
// The shop's day is Vietnam's (UTC+7, no daylight saving): the check runs just after midnight there.
const VIETNAM_OFFSET_MS = 7 * 3600_000

/** The start of the shop's day that `now` falls in. */
export function startOfShopDay(now: number): number {
  return now - ((now + VIETNAM_OFFSET_MS) % DAY_MS)
}

/**
 * The daily reconciliation, on the five-minute trigger (ADR 0017 keeps two triggers): the first tick
 * of each day runs it, the others find today's result and do nothing. Two ticks at once would only
 * store the same result twice.
 */
export async function reconcileDaily(env: Env, now: number): Promise<void> {
  const db = database(env.DB)
  const [today] = await db
    .select({ n: sql<number>`count(*)` })
    .from(reconciliations)
    .where(and(eq(reconciliations.trigger, 'daily'), gte(reconciliations.ranAt, startOfShopDay(now))))
  if ((today?.n ?? 0) > 0) return
  await reconcileLedger(db, now, 'daily')
}
