import { database } from '../db/client'
import type { Env } from '../env'

/** Orders expired per statement batch; a backlog is worked off in several batches of one run. */
const BATCH = 500
const MAX_BATCHES = 20

// The same orders for every statement of a batch: chosen in a fixed order, and only the last statement changes them.
const DUE = `SELECT id FROM orders WHERE status = 'using' AND expires_at <= ?1 ORDER BY expires_at, id LIMIT ${BATCH}`

/**
 * Orders in use whose end has come: expired with their proxies (kept 3 days, still renewable), one
 * history row each. One D1 batch per group, so an order never expires without its proxies; each
 * statement only touches what is still in use, so a second or concurrent run changes nothing.
 */
export async function expireOrders(env: Env, now: number): Promise<void> {
  const db = database(env.DB).$client
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const results = await db.batch([
      db
        .prepare(
          `INSERT OR IGNORE INTO order_logs (id, order_id, user_id, action, success, price, note, created_at)
            SELECT 'expire:' || id || ':' || expires_at, id, user_id, 'expire', 1, 0, '', ?2 FROM orders WHERE id IN (${DUE})`,
        )
        .bind(now, now),
      db
        .prepare(`UPDATE bought_proxies SET status = 'expired', updated_at = ?2 WHERE status = 'using' AND order_id IN (${DUE})`)
        .bind(now, now),
      db.prepare(`UPDATE orders SET status = 'expired', updated_at = ?2 WHERE id IN (${DUE})`).bind(now, now),
    ])
    if ((results[2]?.meta.changes ?? 0) < BATCH) return
  }
}
