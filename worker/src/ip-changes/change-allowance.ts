import { config } from '../config'
import { database } from '../db/client'
import { takeFromBucket } from '../db/rate-limits'
import type { Env } from '../env'

/**
 * Takes `count` IP changes from an account's allowance (`ipChangesPerUser`, 200 a minute in
 * production; GET_IP_TOO_FAST otherwise, and a refused call takes nothing). One atomic upsert on the
 * account's bucket, so concurrent calls cannot both squeeze past the limit.
 */
export async function takeChangeAllowance(env: Env, userId: string, count: number, now: number): Promise<boolean> {
  const rule = config(env).RATE_LIMITS.ipChangesPerUser
  return (await takeFromBucket(database(env.DB), `ip-change:${userId}`, rule, now, count)).ok
}
