import type { OrderAction } from '../contract/orders'
import type { Database } from '../db/client'
import { orderLogs, orders } from '../db/schema'
import type { RawStatement } from '../money/purchase'
import { inventoryPool } from '../providers/supply/inventory-pool'
import type { Supplier } from '../providers/supply/supplier'
import type { NewOrder, OrderRow } from './order-queries'

/**
 * A claim inside a purchase batch: the CHECK of stock_claims fails the whole batch (money included)
 * unless `got` (counted by the batch itself, at that moment) equals `wanted`. Once it passed, the row is not needed.
 */
export function claim(wanted: number, countSql: string, params: unknown[]): RawStatement[] {
  const id = crypto.randomUUID()
  return [
    { sql: `INSERT INTO stock_claims (id, wanted, got) SELECT ?, ?, (${countSql})`, params: [id, wanted, ...params] },
    { sql: 'DELETE FROM stock_claims WHERE id = ?', params: [id] },
  ]
}

type LogEntry = { id?: string; orderId: string; userId: string; action: OrderAction; success: boolean; price: number; note?: string }

export function logStatement(db: Database, entry: LogEntry, now: number): RawStatement {
  return db
    .insert(orderLogs)
    .values({ id: entry.id ?? crypto.randomUUID(), note: '', ...entry, createdAt: now })
    .onConflictDoNothing()
    .toSQL()
}

/**
 * A purchase: the order, its proxies from the supplier (the inventory pool: free proxies of the
 * product claimed at random), a claim that all `amount` were found, the history.
 */
export function buyStatements(
  db: Database,
  order: NewOrder & { code: string },
  now: number,
  supplier: Supplier = inventoryPool,
): RawStatement[] {
  return [
    db.insert(orders).values(order).toSQL(),
    // A new order starts with the account-wide auto-renew switch (PUT /api/user/auto-renew), as it is inside this batch.
    {
      sql: 'UPDATE orders SET auto_renew = (SELECT auto_renew_all FROM users WHERE id = ?) WHERE id = ?',
      params: [order.userId, order.id],
    },
    ...supplier.claim({ ...order, orderId: order.id }, now),
    ...claim(order.amount, 'SELECT count(*) FROM bought_proxies WHERE order_id = ?', [order.id]),
    logStatement(db, { orderId: order.id, userId: order.userId, action: 'buy', success: true, price: order.totalPrice }, now),
  ]
}

/**
 * A renewal of an expired order: only while it still holds all its proxies (not yet released), which
 * the claim checks inside the batch; the order and its proxies are in use again until `expiresAt`.
 */
export function renewStatements(db: Database, order: OrderRow, expiresAt: number, now: number): RawStatement[] {
  return [
    ...claim(
      order.amount,
      `SELECT count(*) FROM bought_proxies b JOIN orders o ON o.id = b.order_id
        WHERE o.id = ? AND o.status = 'expired' AND o.released_at IS NULL AND b.status = 'expired'`,
      [order.id],
    ),
    {
      sql: `UPDATE orders SET status = 'using', expires_at = ?, auto_renew_failed_for = NULL, updated_at = ? WHERE id = ? AND status = 'expired'`,
      params: [expiresAt, now, order.id],
    },
    {
      sql: `UPDATE bought_proxies SET status = 'using', expires_at = ?, updated_at = ? WHERE order_id = ? AND status = 'expired'`,
      params: [expiresAt, now, order.id],
    },
    logStatement(db, { orderId: order.id, userId: order.userId, action: 'renew', success: true, price: order.renewPrice }, now),
  ]
}

/** An auto-renewal before expiry: one more period from the current end, only if the order is still in use with that end. */
export function autoRenewStatements(db: Database, order: OrderRow, expiresAt: number, now: number): RawStatement[] {
  return [
    ...claim(1, `SELECT count(*) FROM orders WHERE id = ? AND status = 'using' AND auto_renew = 1 AND expires_at = ?`, [
      order.id,
      order.expiresAt,
    ]),
    {
      sql: `UPDATE orders SET expires_at = ?, updated_at = ? WHERE id = ? AND status = 'using' AND expires_at = ?`,
      params: [expiresAt, now, order.id, order.expiresAt],
    },
    {
      sql: `UPDATE bought_proxies SET expires_at = ?, updated_at = ? WHERE order_id = ? AND status = 'using'`,
      params: [expiresAt, now, order.id],
    },
    logStatement(db, { orderId: order.id, userId: order.userId, action: 'auto_renew', success: true, price: order.renewPrice }, now),
  ]
}

/** A move to a dearer bandwidth tier: only while the order is in use on the tier the price was computed from. */
export function upgradeStatements(
  db: Database,
  order: OrderRow,
  change: { tier: OrderRow['bandwidthTier']; price: number; renewPrice: number },
  now: number,
): RawStatement[] {
  return [
    ...claim(1, `SELECT count(*) FROM orders WHERE id = ? AND status = 'using' AND bandwidth_tier = ? AND expires_at > ?`, [
      order.id,
      order.bandwidthTier,
      now,
    ]),
    {
      sql: `UPDATE orders SET bandwidth_tier = ?, renew_price = ?, updated_at = ? WHERE id = ? AND bandwidth_tier = ?`,
      params: [change.tier, change.renewPrice, now, order.id, order.bandwidthTier],
    },
    logStatement(
      db,
      { orderId: order.id, userId: order.userId, action: 'increase_bandwidth', success: true, price: change.price, note: change.tier },
      now,
    ),
  ]
}
