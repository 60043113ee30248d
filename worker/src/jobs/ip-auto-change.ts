import type { Env } from '../env'
import { changingRows, markDueAutoChanges, takeOverStaleMarks } from '../ip-changes/change-marks'
import { STALE_IP_CHANGE_MS } from '../ip-changes/change-rules'
import { runChanges } from '../ip-changes/run-changes'

/** Changes per tick at most; the rest are due next tick. */
export const AUTO_CHANGES_PER_TICK = 200

/**
 * IP changes driven by time (ADR 0015): first the 'changing' marks older than 5 minutes (their call
 * died) are finished, or rolled back when no address is free; then proxies in automatic mode whose
 * interval has passed since their last change (or purchase) change. A run marks the rows it works
 * on in one statement, so a second or concurrent run finds nothing left to take.
 */
export async function autoChangeIps(env: Env, now: number): Promise<void> {
  const stale = await takeOverStaleMarks(env.DB, now - STALE_IP_CHANGE_MS, now, AUTO_CHANGES_PER_TICK)
  const due = await markDueAutoChanges(env.DB, now, AUTO_CHANGES_PER_TICK - stale.length)
  const changes = await changingRows(env.DB, [...stale, ...due], now)
  if (changes.length > 0) await runChanges(env, changes, now)
}
