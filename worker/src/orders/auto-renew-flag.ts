import { and, eq } from 'drizzle-orm'
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
