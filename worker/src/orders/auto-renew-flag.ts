import { and, eq } from 'drizzle-orm'
import { auditInsert } from '../db/audit'
import type { Database } from '../db/client'
import { orders } from '../db/schema'
import type { OrderRow } from './order-queries'

/**
 * Turns an order's auto-renewal on or off. Turning it on forgets an auto-renewal that failed for
 * want of money, so the next run tries again (the customer has usually topped up by then).
 */
export async function setAutoRenew(
  db: Database,
  userId: string,
  orderId: string,
  autoRenew: boolean,
  now: number,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ autoRenew, updatedAt: now, ...(autoRenew && { autoRenewFailedFor: null }) })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .returning()
  return row ?? null
}

/** An admin turns an order's auto-renewal on or off, recorded in the audit log in the same batch (a repeat changes nothing and records nothing). */
export async function adminSetAutoRenew(
  db: Database,
  order: OrderRow,
  change: { autoRenew: boolean; actorId: string },
  now: number,
): Promise<OrderRow> {
  if (order.autoRenew === change.autoRenew) return order
  const entry = {
    actorId: change.actorId,
    action: 'order_auto_renew' as const,
    userId: order.userId,
    subject: order.code,
    before: { autoRenew: order.autoRenew },
    after: { autoRenew: change.autoRenew },
  }
  const [[row]] = await db.batch([
    db
      .update(orders)
      .set({ autoRenew: change.autoRenew, updatedAt: now, ...(change.autoRenew && { autoRenewFailedFor: null }) })
      .where(eq(orders.id, order.id))
      .returning(),
    auditInsert(db, entry, now),
  ])
  return row ?? order
}
