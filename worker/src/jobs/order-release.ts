import { KEEP_EXPIRED_MS } from '../contract/orders'
import { database } from '../db/client'
import type { Env } from '../env'
import { newPasswordSql } from '../ip-changes/rotated-password'
import { inventoryPool } from '../providers/supply/inventory-pool'

const BATCH = 500
const MAX_BATCHES = 20

// Expired orders whose 3 days are over; the same set for every statement, since only the last one changes it.
const DUE = `SELECT id FROM orders WHERE status = 'expired' AND released_at IS NULL AND expires_at <= ?1 ORDER BY expires_at, id LIMIT ${BATCH}`
// The same, with a positional parameter, for the supplier's statements.
const DUE_ORDERS = DUE.replace('?1', '?')

/**
 * Expired proxies are kept 3 days, then taken from the customer (released) and returned to the pool
 * (free again, with a new password), and the order is marked released, in one D1 batch per group. A
 * renewal that got in first left nothing expired to release; a second or concurrent run finds nothing left.
 */
export async function releaseOrders(env: Env, now: number): Promise<void> {
  const db = database(env.DB).$client
  const cutoff = now - KEEP_EXPIRED_MS
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const results = await db.batch([
      db
        .prepare(
          `INSERT OR IGNORE INTO order_logs (id, order_id, user_id, action, success, price, note, created_at)
            SELECT 'release:' || id, id, user_id, 'release', 1, 0, '', ?2 FROM orders WHERE id IN (${DUE})`,
        )
        .bind(cutoff, now),
      // Before they go back to the pool, the released proxies get new passwords: the previous customer's
      // login stops working before a resale (ADR 0015). Only what is still sold, held by an expired sale.
      db
        .prepare(
          `UPDATE proxies SET password = ${newPasswordSql}, updated_at = ?2 WHERE status = 'sold'
            AND id IN (SELECT proxy_id FROM bought_proxies WHERE status = 'expired' AND order_id IN (${DUE}))`,
        )
        .bind(cutoff, now),
      ...inventoryPool.takeBack(DUE_ORDERS, [cutoff], now).map((statement) => db.prepare(statement.sql).bind(...statement.params)),
      db
        .prepare(`UPDATE bought_proxies SET status = 'released', updated_at = ?2 WHERE status = 'expired' AND order_id IN (${DUE})`)
        .bind(cutoff, now),
      db.prepare(`UPDATE orders SET released_at = ?2, updated_at = ?2 WHERE id IN (${DUE})`).bind(cutoff, now),
    ])
    if ((results.at(-1)?.meta.changes ?? 0) < BATCH) return
  }
}
