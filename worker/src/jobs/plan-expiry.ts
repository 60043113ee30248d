import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { planChangeStatuses } from '../contract/plans'
import type { Database } from '../db/client'
import { database } from '../db/client'
import { plans, sharedAssignments, trials } from '../db/schema'
import type { Job } from './scheduled'

const DAY_MS = 86_400_000
/** Expired plans keep their proxies this long (spec: expired IPv4 are kept 3 days), so a renewal finds them. */
export const PLAN_KEPT_MS = 3 * DAY_MS
/** A change mark older than this was left by a call that died between its steps (change-runner.ts). */
export const STALE_CHANGE_MS = 5 * 60_000

const nextVersion = (now: number) => sql`max(${now}, ${plans.updatedAt} + 1)`

/** Running plans past their end become 'expired'. */
export async function expirePlans(db: Database, now: number): Promise<void> {
  await db
    .update(plans)
    .set({ status: 'expired', updatedAt: nextVersion(now) })
    .where(and(eq(plans.status, 'using'), lte(plans.expiresAt, now)))
}

/** Three days after expiry, a plan's shared proxies go back to the pool (a renewal claims new ones). */
export async function releaseExpiredPlans(db: Database, now: number): Promise<void> {
  const due = and(eq(plans.status, 'expired'), lte(plans.expiresAt, now - PLAN_KEPT_MS), isNull(plans.releasedAt))
  // One transaction: the assignments and the plan's mark go together, whichever run gets there first.
  await db.batch([
    db
      .update(sharedAssignments)
      .set({ released: true })
      .where(
        and(
          eq(sharedAssignments.ownerType, 'plan'),
          eq(sharedAssignments.released, false),
          inArray(sharedAssignments.ownerId, db.select({ id: plans.id }).from(plans).where(due)),
        ),
      ),
    db
      .update(plans)
      .set({ releasedAt: now, updatedAt: nextVersion(now) })
      .where(due),
  ])
}

/** A change mark nobody took off (the call died): the plan goes back to running, or expired if its time is up. */
export async function settleStaleChanges(db: Database, now: number): Promise<void> {
  await db
    .update(plans)
    .set({ status: sql`CASE WHEN ${plans.expiresAt} <= ${now} THEN 'expired' ELSE 'using' END`, updatedAt: nextVersion(now) })
    .where(and(inArray(plans.status, [...planChangeStatuses]), lte(plans.updatedAt, now - STALE_CHANGE_MS)))
}

/** Trials end at their time: 'expired', their proxies back to the pool. */
export async function endTrials(db: Database, now: number): Promise<void> {
  const ended = lte(trials.expiresAt, now)
  await db.batch([
    db
      .update(sharedAssignments)
      .set({ released: true })
      .where(
        and(
          eq(sharedAssignments.ownerType, 'trial'),
          eq(sharedAssignments.released, false),
          inArray(sharedAssignments.ownerId, db.select({ id: trials.id }).from(trials).where(ended)),
        ),
      ),
    db
      .update(trials)
      .set({ status: 'expired' })
      .where(and(eq(trials.status, 'trying'), ended)),
  ])
}

/** The plan and trial jobs, in order: stale marks first, so a plan they free can expire in the same tick. */
export const planJobs: Job[] = [
  { name: 'plan-stale-changes', run: (env, now) => settleStaleChanges(database(env.DB), now) },
  { name: 'plan-expiry', run: (env, now) => expirePlans(database(env.DB), now) },
  { name: 'plan-release', run: (env, now) => releaseExpiredPlans(database(env.DB), now) },
  // A trial of an hour ends on the minute, not up to five later.
  { name: 'trial-expiry', run: (env, now) => endTrials(database(env.DB), now), everyMinute: true },
]
