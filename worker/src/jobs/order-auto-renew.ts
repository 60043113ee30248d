import { and, asc, eq, gt, isNull, lte, ne, or } from 'drizzle-orm'
import { periodMs } from '../contract/catalogue'
import { AUTO_RENEW_AHEAD_MS } from '../contract/orders'
import { type Database, database } from '../db/client'
import { orders } from '../db/schema'
import type { Env } from '../env'
import { accountOf, announce, freshPaymentTime } from '../orders/order-events'
import type { OrderRow } from '../orders/order-queries'
import { autoRenewStatements, logStatement } from '../orders/order-statements'

/** Orders renewed per tick at most; the rest wait for the next tick, well within the day ahead. */
const BATCH = 100

/**
 * Auto-renewal: orders in use with auto-renew on, ending within the next 24 hours, renewed from the
 * balance through the user's lock, once per end (the event key `auto-renew:{order}:{end}` is charged
 * at most once, however many runs try). Short of money: reported once for that end, not retried.
 */
export async function autoRenewOrders(env: Env, now: number): Promise<void> {
  const db = database(env.DB)
  const due = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'using'),
        eq(orders.autoRenew, true),
        gt(orders.expiresAt, now),
        lte(orders.expiresAt, now + AUTO_RENEW_AHEAD_MS),
        or(isNull(orders.autoRenewFailedFor), ne(orders.autoRenewFailedFor, orders.expiresAt)),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(BATCH)
  for (const order of due) await autoRenew(env, db, order, now)
}

async function autoRenew(env: Env, db: Database, order: OrderRow, now: number): Promise<void> {
  const expiresAt = order.expiresAt + periodMs(order.periodUnit, order.periodCount)
  const result = await accountOf(env, order.userId).moneyOp(
    {
      kind: 'purchase',
      userId: order.userId,
      eventKey: `auto-renew:${order.id}:${order.expiresAt}`,
      amount: order.renewPrice,
      type: 'auto_renew_private',
      content: order.code,
      refType: 'order',
      refId: order.id,
      statements: autoRenewStatements(db, order, expiresAt, now),
      // The order changed meanwhile (auto-renew turned off, expired): there is nothing to renew.
      shortCode: 'ORDER_EXPIRED',
    },
    now,
  )
  if (result.ok) {
    const time = freshPaymentTime(result.value, now)
    if (time !== null) await announce(env, order.userId, { orderId: order.id, code: 'RENEW_SUCCESS', time }, now)
  } else if (result.code === 'NOT_ENOUGH_MONEY') await reportShortBalance(env, db, order, now)
}

/**
 * One history row and one RENEW_FAIL per attempt, however many runs find the balance short: runs that
 * read the same order row make the same row id. Turning auto-renew back on (a change of the row) is a new attempt.
 */
async function reportShortBalance(env: Env, db: Database, order: OrderRow, now: number): Promise<void> {
  const entry = { orderId: order.id, userId: order.userId, action: 'auto_renew' as const, success: false, price: order.renewPrice }
  const log = logStatement(
    db,
    { ...entry, id: `auto-renew-failed:${order.id}:${order.expiresAt}:${order.updatedAt}`, note: 'NOT_ENOUGH_MONEY' },
    now,
  )
  const [logged] = await db.$client.batch([
    db.$client.prepare(log.sql).bind(...log.params),
    db.$client
      .prepare('UPDATE orders SET auto_renew_failed_for = expires_at, updated_at = ? WHERE id = ? AND expires_at = ?')
      .bind(now, order.id, order.expiresAt),
  ])
  if (logged?.meta.changes === 1) await announce(env, order.userId, { orderId: order.id, code: 'RENEW_FAIL', time: now }, now)
}
