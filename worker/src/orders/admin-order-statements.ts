import { KEEP_EXPIRED_MS } from '../contract/orders'
import { type AuditEntry, auditInsert } from '../db/audit'
import type { Database } from '../db/client'
import { newPasswordSql } from '../ip-changes/rotated-password'
import type { RawStatement } from '../money/purchase'
import type { OrderRow } from './order-queries'
import { claim, logStatement } from './order-statements'

/**
 * An order an admin may still change: in use, or expired and still holding its proxies within the 3 days
 * a renewal has (the renewal's rule; the release job may not have run yet). `?` is now less those 3 days.
 */
const LIVE = `(status = 'using' OR (status = 'expired' AND expires_at > ?)) AND released_at IS NULL`

const audited = (db: Database, entry: AuditEntry, now: number): RawStatement => auditInsert(db, entry, now).toSQL()

/**
 * Free days: the order and its proxies end `expiresAt` instead, in use again if that is after now;
 * only while the order still ends where the admin saw it (a renewal in between fails the claim).
 */
export function extendStatements(
  db: Database,
  order: OrderRow,
  change: { expiresAt: number; reason: string; actorId: string; marker: string },
  now: number,
): RawStatement[] {
  const { expiresAt } = change
  const status = expiresAt > now ? `'using'` : 'status'
  return [
    ...claim(1, `SELECT count(*) FROM orders WHERE id = ? AND expires_at = ? AND ${LIVE}`, [
      order.id,
      order.expiresAt,
      now - KEEP_EXPIRED_MS,
    ]),
    {
      sql: `UPDATE orders SET expires_at = ?, status = ${status}, auto_renew_failed_for = NULL, updated_at = ? WHERE id = ? AND expires_at = ?`,
      params: [expiresAt, now, order.id, order.expiresAt],
    },
    {
      sql: `UPDATE bought_proxies SET expires_at = ?, status = ${status}, updated_at = ? WHERE order_id = ? AND status <> 'released'`,
      params: [expiresAt, now, order.id],
    },
    logStatement(
      db,
      { id: change.marker, orderId: order.id, userId: order.userId, action: 'admin_extend', success: true, price: 0, note: change.reason },
      now,
    ),
    audited(
      db,
      {
        actorId: change.actorId,
        action: 'extend_order',
        userId: order.userId,
        subject: order.code,
        before: { expiresAt: order.expiresAt, status: order.status },
        after: { expiresAt, status: expiresAt > now ? 'using' : order.status },
        note: change.reason,
      },
      now,
    ),
  ]
}

/**
 * A cancellation: the order ends now and its proxies go back to the pool at once, each with a new
 * password (the customer's login stops working before a resale, as on release, ADR 0015).
 */
export function cancelStatements(
  db: Database,
  order: OrderRow,
  change: { refund: number; reason: string; actorId: string; marker: string },
  now: number,
): RawStatement[] {
  const held = `SELECT proxy_id FROM bought_proxies WHERE order_id = ? AND status <> 'released'`
  return [
    ...claim(1, `SELECT count(*) FROM orders WHERE id = ? AND ${LIVE}`, [order.id, now - KEEP_EXPIRED_MS]),
    logStatement(
      db,
      { id: change.marker, orderId: order.id, userId: order.userId, action: 'cancel', success: true, price: 0, note: change.reason },
      now,
    ),
    {
      sql: `UPDATE proxies SET password = ${newPasswordSql}, status = 'free', updated_at = ? WHERE status = 'sold' AND id IN (${held})`,
      params: [now, order.id],
    },
    {
      sql: `UPDATE bought_proxies SET status = 'released', updated_at = ? WHERE order_id = ? AND status <> 'released'`,
      params: [now, order.id],
    },
    {
      sql: `UPDATE orders SET status = 'cancelled', released_at = ?, auto_renew = 0, updated_at = ? WHERE id = ?`,
      params: [now, now, order.id],
    },
    audited(
      db,
      {
        actorId: change.actorId,
        action: 'cancel_order',
        userId: order.userId,
        subject: order.code,
        before: { status: order.status, expiresAt: order.expiresAt },
        after: { status: 'cancelled', refund: change.refund },
        note: change.reason,
      },
      now,
    ),
  ]
}
