import type { Env } from '../env'
import { STALE_IP_CHANGE_MS } from '../ip-changes/change-rules'
import { dropStaleKeyMarks, markDueRotations, runKeyChange } from '../keys/key-change'

/** Rotations per tick at most; the rest are due next tick. */
const ROTATIONS_PER_TICK = 200

/**
 * Rotating keys' automatic rotation (ADR 0028), every minute: marks left by a call that died before
 * moving anything are rolled back; then keys whose package rotates them, `auto_rotate_minutes` after
 * their last change (or start), get a new exit as a change-IP call would, without waiting for the
 * node (its heartbeat completes them). A key with no free exit now tries again next tick. A run marks
 * the keys it works on in one statement, so a second or concurrent run finds nothing left to take.
 */
export async function rotateKeys(env: Env, now: number): Promise<void> {
  await dropStaleKeyMarks(env.DB, now - STALE_IP_CHANGE_MS, now)
  for (const change of await markDueRotations(env.DB, now, ROTATIONS_PER_TICK)) await runKeyChange(env, change, now)
}
