import { and, eq, isNull, sql } from 'drizzle-orm'
import { ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { orders, users } from '../db/schema'
import { orderIdsOf } from './selected-orders'
import { changeSelection } from './selection'

// As for one order (orders/auto-renew-flag.ts): turning it on forgets a renewal that failed for want of money.
const autoRenewValues = (autoRenew: boolean, now: number) => ({ autoRenew, updatedAt: now, ...(autoRenew && { autoRenewFailedFor: null }) })

/** Auto-renew of the orders of selected proxies (renewal is per order, ADR 0015); answers how many orders. */
export async function setSelectionAutoRenew(
  db: Database,
  userId: string,
  ids: readonly string[],
  autoRenew: boolean,
  now: number,
): Promise<Result<{ updated: number }>> {
  const done = await changeSelection(db, userId, ids, now, {
    inUse: false,
    write: (rows) => {
      const orderIds = orderIdsOf(rows, ids)
      const picked = sql`${orders.id} IN (SELECT value FROM json_each(${JSON.stringify(orderIds)}))`
      return [
        db
          .update(orders)
          .set(autoRenewValues(autoRenew, now))
          .where(and(picked, eq(orders.userId, userId)))
          .toSQL(),
      ]
    },
  })
  return done.ok ? ok({ updated: orderIdsOf(done.value, ids).length }) : done
}

/**
 * The account-wide switch (spec: auto-renew all private proxies): on every order the customer still
 * holds, and, through `users.auto_renew_all`, on every order bought later. One batch.
 */
export async function setAccountAutoRenew(db: Database, userId: string, autoRenew: boolean, now: number) {
  const [, changed] = await db.batch([
    db.update(users).set({ autoRenewAll: autoRenew, updatedAt: now }).where(eq(users.id, userId)),
    db
      .update(orders)
      .set(autoRenewValues(autoRenew, now))
      .where(and(eq(orders.userId, userId), isNull(orders.releasedAt)))
      .returning({ id: orders.id }),
  ])
  return { autoRenew, updated: changed.length }
}
