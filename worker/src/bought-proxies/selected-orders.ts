import { and, eq, sql } from 'drizzle-orm'
import { ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { orders } from '../db/schema'
import type { OrderRow } from '../orders/order-queries'
import type { SelectedProxy } from './selection'
import { selectionOf } from './selection'

/** The distinct orders of selected proxies, in the order the selection names them first. */
export const orderIdsOf = (rows: readonly SelectedProxy[], ids: readonly string[]): string[] => {
  const orderOf = new Map(rows.map((row) => [row.id, row.orderId]))
  return [...new Set(ids.flatMap((id) => orderOf.get(id) ?? []))]
}

/**
 * The orders of a selection (renewal and auto-renew are per order, ADR 0015), after the selection
 * rule: a proxy that is not the caller's makes it PROXY_NOT_EXISTS.
 */
export async function selectedOrders(db: Database, userId: string, ids: readonly string[]): Promise<Result<OrderRow[]>> {
  const selected = await selectionOf(db, userId, ids)
  if (!selected.ok) return selected
  const orderIds = orderIdsOf(selected.value, ids)
  const rows = await db
    .select()
    .from(orders)
    .where(and(sql`${orders.id} IN (SELECT value FROM json_each(${JSON.stringify(orderIds)}))`, eq(orders.userId, userId)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ok(orderIds.flatMap((id) => byId.get(id) ?? []))
}
