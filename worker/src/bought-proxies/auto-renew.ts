import { and, eq, isNull } from 'drizzle-orm'
import { ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { orders, users } from '../db/schema'
import type { RawStatement } from '../money/purchase'
import { orderIdOf } from '../orders/order-ids'
import { splitOf, splitStatements } from '../orders/order-split'
import { claim } from '../orders/order-statements'
import { type SelectedPart, selectedParts } from './selected-orders'
import { changeSelection } from './selection'

// As for one order (orders/auto-renew-flag.ts): turning it on forgets a renewal that failed for want of money.
const autoRenewValues = (autoRenew: boolean, now: number) => ({ autoRenew, updatedAt: now, ...(autoRenew && { autoRenewFailedFor: null }) })

/** The statements that switch one part: the whole order, or its selected proxies split off first (ADR 0035). */
async function switchPart(db: Database, part: SelectedPart, autoRenew: boolean, now: number): Promise<RawStatement[]> {
  const set = (orderId: string) => db.update(orders).set(autoRenewValues(autoRenew, now)).where(eq(orders.id, orderId)).toSQL()
  if (part.whole)
    return [...claim(1, 'SELECT count(*) FROM orders WHERE id = ? AND amount = ?', [part.order.id, part.order.amount]), set(part.order.id)]
  const split = splitOf(part.order, part.proxyIds, await orderIdOf(`split:${crypto.randomUUID()}`), now)
  return [...splitStatements(db, split, now), set(split.child.id)]
}

/**
 * Auto-renew of selected proxies, exactly those: an order wholly selected is switched, a part of an
 * order becomes its own order first. Answers how many proxies' switch changed and how many orders were split.
 */
export async function setSelectionAutoRenew(
  db: Database,
  userId: string,
  ids: readonly string[],
  autoRenew: boolean,
  now: number,
): Promise<Result<{ updated: number; split: number }>> {
  const parts = await selectedParts(db, userId, ids)
  if (!parts.ok) return parts
  // Proxies whose order already says so change nothing, and are not split off for nothing.
  const changing = parts.value.filter((part) => part.order.autoRenew !== autoRenew)
  const statements = (await Promise.all(changing.map((part) => switchPart(db, part, autoRenew, now)))).flat()
  const done = await changeSelection(db, userId, ids, now, { inUse: false, write: () => statements })
  if (!done.ok) return done
  return ok({
    updated: changing.reduce((sum, part) => sum + part.proxyIds.length, 0),
    split: changing.filter((part) => !part.whole).length,
  })
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
