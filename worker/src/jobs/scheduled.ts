import { config } from '../config'
import { database } from '../db/client'
import { recordJobRun } from '../db/job-runs'
import { pruneRateLimits } from '../db/rate-limits'
import type { Env } from '../env'
import { sendQueuedInvoices } from '../invoices/invoices'
import { watchUsdt } from '../money/payments/usdt'
import { settleCommissions } from './agency-commissions'
import { autoChangeIps } from './ip-auto-change'
import { autoRenewKeys } from './key-auto-renew'
import { expireKeys, releaseKeys } from './key-lifetimes'
import { rotateKeys } from './key-rotate'
import { reconcileDaily } from './ledger-reconcile'
import { autoRenewOrders } from './order-auto-renew'
import { expireOrders } from './order-expire'
import { releaseOrders } from './order-release'
import { planJobs } from './plan-expiry'
import { checkProxyHealth } from './proxy-health'
import { announceWindowEnds, keepUsageBounded, WINDOW_ENDS_JOB } from './usage-upkeep'

/**
 * A time-driven job: idempotent and safe to run twice or concurrently. `everyMinute` jobs run on the
 * minute cron (a customer's timing depends on them); the others on the five-minute one.
 */
export type Job = { name: string; run: (env: Env, now: number) => Promise<void>; everyMinute?: true }

/** wrangler.toml's triggers; `scripts/start.ts` fires the same two locally. */
export const CRON_EVERY_MINUTE = '* * * * *'
export const CRON_EVERY_5_MINUTES = '*/5 * * * *'

const USDT_LOOKBACK_MS = 2 * 3600_000

/** The jobs `scheduled()` runs on every cron tick; later features add theirs here. */
export const jobs: Job[] = [
  { name: 'prune-rate-limits', run: (env, now) => pruneRateLimits(database(env.DB), now) },
  // Top-ups stay open an hour: looking back two covers a missed tick or two.
  {
    name: 'usdt-watch',
    run: async (env, now) => void (await watchUsdt({ env, db: database(env.DB), config: config(env), now }, now - USDT_LOOKBACK_MS)),
  },
  { name: 'send-invoices', run: async (env, now) => void (await sendQueuedInvoices({ db: database(env.DB), config: config(env), now })) },
  // In this order: renew what can be renewed before it ends, then expire the rest, then release what expired 3 days ago.
  { name: 'order-auto-renew', run: autoRenewOrders },
  { name: 'order-expire', run: expireOrders },
  { name: 'order-release', run: releaseOrders },
  // Rotating keys the same way (ADR 0028): auto-renew before the end, expire at it, release 3 days later.
  { name: 'key-auto-renew', run: autoRenewKeys },
  { name: 'key-expire', run: expireKeys },
  { name: 'key-release', run: releaseKeys },
  // IP changes of proxies in automatic mode, and changes whose call died (ADR 0015); after expiry, so only proxies in use change.
  // Every minute: an interval of 7 minutes means 7, not the next multiple of 5.
  { name: 'ip-auto-change', run: autoChangeIps, everyMinute: true },
  // Rotating keys' automatic rotation on their package's interval (whole minutes), and marks whose call died.
  { name: 'key-rotate', run: rotateKeys, everyMinute: true },
  // Plans and trials: stale change marks, expiry, release 3 days after expiry, trial ends.
  ...planJobs,
  // Agencies' commissions: credited when their pending days are over, taken back after a refund (ADR 0030).
  { name: 'agency-commissions', run: settleCommissions },
  // Once a day (its first tick): every balance against its ledger, every credited provider event against one top-up.
  { name: 'ledger-reconcile', run: reconcileDaily },
  // Proxy nodes' usage (ADR 0018, 0020): allowances whole again at a window's end within the minute; storage bounded.
  { name: WINDOW_ENDS_JOB, run: announceWindowEnds, everyMinute: true },
  { name: 'usage-upkeep', run: keepUsageBounded },
  // Last: the rolling proxy health check holds real connections for up to a few timeouts.
  { name: 'proxy-health', run: (env) => checkProxyHealth(env) },
]

/** The jobs a cron trigger runs: the minute cron its own, any other trigger the five-minute set. */
export function jobsFor(cron: string): Job[] {
  return jobs.filter((job) => (cron === CRON_EVERY_MINUTE) === Boolean(job.everyMinute))
}

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
