import { KEEP_EXPIRED_MS } from '../contract/orders'
import type { Env } from '../env'
import { newPasswordSql } from '../ip-changes/rotated-password'

/**
 * Keys in use whose end has come are expired (the node already refuses them at their end; the list
 * shows it by the time too). Only what is still in use changes, so a second run changes nothing.
 */
export async function expireKeys(env: Env, now: number): Promise<void> {
  await env.DB.prepare(`UPDATE proxy_keys SET status = 'expired', updated_at = ?1 WHERE status = 'using' AND expires_at <= ?1`)
    .bind(now)
    .run()
}

// Expired keys whose 3 days are over: the same set for every statement, since only the last one changes it.
const DUE = `SELECT id FROM proxy_keys WHERE status = 'expired' AND expires_at <= ?1 ORDER BY expires_at, id LIMIT 500`

/**
 * Expired keys are kept 3 days (renewable), then released: their endpoint goes back to the rotating
 * pool with a new inventory password, in one D1 batch. A renewal that got in first left nothing to release.
 */
export async function releaseKeys(env: Env, now: number): Promise<void> {
  const cutoff = now - KEEP_EXPIRED_MS
  await env.DB.batch([
    env.DB.prepare(
      `UPDATE proxies SET status = 'free', password = ${newPasswordSql}, updated_at = ?2 WHERE status = 'sold'
        AND id IN (SELECT proxy_id FROM proxy_keys WHERE id IN (${DUE}))`,
    ).bind(cutoff, now),
    env.DB.prepare(`UPDATE proxy_keys SET status = 'released', released_at = ?2, updated_at = ?2 WHERE id IN (${DUE})`).bind(cutoff, now),
  ])
}
