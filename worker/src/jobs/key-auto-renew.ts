import { periodMs } from '../contract/catalogue'
import { AUTO_RENEW_AHEAD_MS } from '../contract/orders'
import type { Env } from '../env'
import { autoRenewKeyStatements } from '../keys/key-statements'
import { accountOf, announce, freshPaymentTime } from '../orders/order-events'

type Due = {
  id: string
  userId: string
  packageName: string
  expiresAt: number
  renewPrice: number
  periodUnit: 'day' | 'week' | 'month'
  periodCount: number
  updatedAt: number
}

/**
 * Keys with auto-renew on, in use and ending within the next 24 hours, renewed from the balance
 * through the holder's lock ('auto-renew key'), once per end: the event key `auto-renew-key:{key}:{end}`
 * is charged at most once, however many runs try. Short of money: RENEW_FAIL once for that end, not retried.
 */
export async function autoRenewKeys(env: Env, now: number): Promise<void> {
  const { results } = await env.DB.prepare(
    `SELECT id, user_id AS userId, package_name AS packageName, expires_at AS expiresAt, renew_price AS renewPrice,
        period_unit AS periodUnit, period_count AS periodCount, updated_at AS updatedAt
      FROM proxy_keys WHERE status = 'using' AND auto_renew = 1 AND expires_at > ?1 AND expires_at <= ?2
        AND (auto_renew_failed_for IS NULL OR auto_renew_failed_for <> expires_at)
      ORDER BY expires_at, id LIMIT 100`,
  )
    .bind(now, now + AUTO_RENEW_AHEAD_MS)
    .all<Due>()
  for (const key of results) await autoRenew(env, key, now)
}

async function autoRenew(env: Env, key: Due, now: number): Promise<void> {
  const result = await accountOf(env, key.userId).moneyOp(
    {
      kind: 'purchase',
      userId: key.userId,
      eventKey: `auto-renew-key:${key.id}:${key.expiresAt}`,
      amount: key.renewPrice,
      type: 'auto_renew_key',
      content: key.packageName,
      refType: 'key',
      refId: key.id,
      statements: autoRenewKeyStatements(key, key.expiresAt + periodMs(key.periodUnit, key.periodCount), now),
      // The key changed meanwhile (auto-renew off, expired): nothing to renew.
      shortCode: 'KEY_EXPIRED',
    },
    now,
  )
  if (result.ok) {
    const time = freshPaymentTime(result.value, now)
    if (time !== null) await announce(env, key.userId, { orderId: key.id, code: 'RENEW_SUCCESS', time }, now)
  } else if (result.code === 'NOT_ENOUGH_MONEY') {
    // Once per end: only the run that marks the end announces it.
    const marked = await env.DB.prepare(
      `UPDATE proxy_keys SET auto_renew_failed_for = expires_at, updated_at = ?1
        WHERE id = ?2 AND expires_at = ?3 AND auto_renew = 1 AND auto_renew_failed_for IS NOT expires_at`,
    )
      .bind(now, key.id, key.expiresAt)
      .run()
    if (marked.meta.changes === 1) await announce(env, key.userId, { orderId: key.id, code: 'RENEW_FAIL', time: now }, now)
  }
}
