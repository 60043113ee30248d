import { database } from '../db/client'
import { recordJobRun } from '../db/job-runs'
import { pruneRateLimits } from '../db/rate-limits'
import type { Env } from '../env'

/** A time-driven job: idempotent and safe to run twice or concurrently. */
export type Job = { name: string; run: (env: Env, now: number) => Promise<void> }

/** The jobs `scheduled()` runs on every cron tick; later features add theirs here. */
export const jobs: Job[] = [{ name: 'prune-rate-limits', run: (env, now) => pruneRateLimits(database(env.DB), now) }]

/** Runs every job, each isolated from the others' failures, and records the tick. */
export async function runScheduled(env: Env, now: number, list: Job[] = jobs): Promise<void> {
  const db = database(env.DB)
  for (const job of list) {
    let status: 'ok' | 'failed' = 'ok'
    try {
      await job.run(env, now)
    } catch (error) {
      status = 'failed'
      console.error(`scheduled job ${job.name} failed`, error)
    }
    await recordJobRun(db, job.name, now, status)
  }
  await recordJobRun(db, 'cron', now, 'ok')
}
