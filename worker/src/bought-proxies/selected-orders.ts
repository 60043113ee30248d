import { and, eq, sql } from 'drizzle-orm'
import { ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { orders } from '../db/schema'
import type { OrderRow } from '../orders/order-queries'
import type { SelectedProxy } from './selection'
import { selectionOf } from './selection'

/** An order's part of a selection: its selected proxies, and whether they are all of it (else it is split first, ADR 0035). */
export type SelectedPart = { order: OrderRow; proxyIds: string[]; whole: boolean }

/** The selected proxies by order, in the order the selection names them first. */
const byOrder = (rows: readonly SelectedProxy[], ids: readonly string[]): Map<string, string[]> => {
  const orderOf = new Map(rows.map((row) => [row.id, row.orderId]))
  const parts = new Map<string, string[]>()
  for (const id of new Set(ids)) {
    const orderId = orderOf.get(id)
    if (orderId) parts.set(orderId, [...(parts.get(orderId) ?? []), id])
  }
  return parts
}

/**
 * The orders of a selection with their selected proxies (renewal and auto-renew are per order, ADR
 * 0015), after the selection rule: a proxy that is not the caller's makes it PROXY_NOT_EXISTS.
 */
export async function selectedParts(db: Database, userId: string, ids: readonly string[]): Promise<Result<SelectedPart[]>> {
  const selected = await selectionOf(db, userId, ids)
  if (!selected.ok) return selected
  const parts = byOrder(selected.value, ids)
  const rows = await db
    .select()
    .from(orders)
    .where(and(sql`${orders.id} IN (SELECT value FROM json_each(${JSON.stringify([...parts.keys()])}))`, eq(orders.userId, userId)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ok(
    [...parts].flatMap(([orderId, proxyIds]) => {
      const order = byId.get(orderId)
      return order ? [{ order, proxyIds, whole: proxyIds.length >= order.amount }] : []
    }),
  )
}
