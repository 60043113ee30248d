import { splitNote } from '../contract/split-note'
import type { Database } from '../db/client'
import { orders } from '../db/schema'
import type { RawStatement } from '../money/purchase'
import { orderCodeOf } from './order-ids'
import type { OrderRow } from './order-queries'
import { claim, logStatement } from './order-statements'

/**
 * ADR 0035: an action per order asked for a strict subset of an order's proxies first splits them off
 * into an order of their own. Prices are integers: the new order gets the floored share, the parent
 * keeps the rest, so the two always add up to what the one order said.
 */
export const shareOf = (value: number, part: number, whole: number): number => Math.floor((value * part) / whole)

/** A split to be: the parent as it was read, the proxies that move, and the new order. */
export type Split = { parent: OrderRow; proxyIds: string[]; child: OrderRow }

/** The new order of `proxyIds` (a strict subset of `parent`'s proxies), with the id it will have. */
export function splitOf(parent: OrderRow, proxyIds: readonly string[], childId: string, now: number): Split {
  const part = proxyIds.length
  const share = (value: number) => shareOf(value, part, parent.amount)
  const [originalPrice, totalPrice] = [share(parent.originalPrice), share(parent.totalPrice)]
  const child: OrderRow = {
    ...parent,
    id: childId,
    code: orderCodeOf(childId),
    amount: part,
    originalPrice,
    totalPrice,
    discount: originalPrice - totalPrice,
    renewPrice: share(parent.renewPrice),
    splitFrom: parent.id,
    createdAt: now,
    updatedAt: now,
  }
  return { parent, proxyIds: [...proxyIds], child }
}

/**
 * The split as statements of the batch that makes the change: only if the parent is still as read
 * (same size, status and end) and still holds every moving proxy; the order, the parent's remainder,
 * the proxies' move and one log line on each side.
 */
export function splitStatements(db: Database, { parent, proxyIds, child }: Split, now: number): RawStatement[] {
  const ids = JSON.stringify(proxyIds)
  return [
    ...claim(1, 'SELECT count(*) FROM orders WHERE id = ? AND amount = ? AND status = ? AND expires_at = ? AND released_at IS NULL', [
      parent.id,
      parent.amount,
      parent.status,
      parent.expiresAt,
    ]),
    ...claim(
      proxyIds.length,
      `SELECT count(*) FROM bought_proxies WHERE id IN (SELECT value FROM json_each(?)) AND order_id = ? AND status <> 'released'`,
      [ids, parent.id],
    ),
    db.insert(orders).values(child).toSQL(),
    {
      sql: `UPDATE orders SET amount = amount - ?, original_price = original_price - ?, total_price = total_price - ?,
        discount = discount - ?, renew_price = renew_price - ?, updated_at = ? WHERE id = ?`,
      params: [child.amount, child.originalPrice, child.totalPrice, child.discount, child.renewPrice, now, parent.id],
    },
    {
      sql: 'UPDATE bought_proxies SET order_id = ?, updated_at = ? WHERE id IN (SELECT value FROM json_each(?)) AND order_id = ?',
      params: [child.id, now, ids, parent.id],
    },
    logStatement(
      db,
      { orderId: parent.id, userId: parent.userId, action: 'split_off', success: true, price: 0, note: splitNote(child.amount, child) },
      now,
    ),
    logStatement(
      db,
      { orderId: child.id, userId: parent.userId, action: 'split_from', success: true, price: 0, note: splitNote(child.amount, parent) },
      now,
    ),
  ]
}
