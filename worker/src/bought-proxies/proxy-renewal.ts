import * as v from 'valibot'
import { fail, ok, type Result } from '../contract/errors'
import { shortfall } from '../contract/money'
import { PurchaseChecks, type RenewListAnswer } from '../contract/orders'
import type { Database } from '../db/client'
import { userBalance } from '../money/ledger'
import type { OrderCaller } from '../orders/order-caller'
import { renewRefusal } from '../orders/order-rules'
import { renewList } from '../orders/renew-list'
import { selectedOrders } from './selected-orders'

/**
 * What renewing selected proxies costs: each of their orders once, at its renewal price, and what the
 * balance lacks for the total (issue 15: the confirm dialog says so before it can be confirmed). A
 * renewal keeps the proxies it holds, so no stock is ever short.
 */
export const RenewQuote = v.object({
  orders: v.array(v.object({ orderId: v.string(), code: v.string(), amount: v.number(), renewPrice: v.number() })),
  total: v.number(),
  ...PurchaseChecks.entries,
})
export type RenewQuote = v.InferOutput<typeof RenewQuote>

/**
 * The quote of a renewal of selected proxies: only when every one of their orders may be renewed
 * (expired, not yet released: NOT_EXPIRE or ORDER_EXPIRED otherwise, as renewing it would answer).
 */
export async function renewQuote(db: Database, userId: string, ids: readonly string[], now: number): Promise<Result<RenewQuote>> {
  const found = await selectedOrders(db, userId, ids)
  if (!found.ok) return found
  for (const order of found.value) {
    const refusal = renewRefusal(order, now)
    if (refusal) return fail(refusal)
  }
  const quoted = found.value.map((order) => ({ orderId: order.id, code: order.code, amount: order.amount, renewPrice: order.renewPrice }))
  const total = quoted.reduce((sum, order) => sum + order.renewPrice, 0)
  const balance = (await userBalance(db, userId)) ?? 0
  return ok({ orders: quoted, total, shortages: [], balance, balanceShort: shortfall(total, balance) })
}

/**
 * Renews the orders of selected proxies, each once and each its own purchase (as `renew-list-order`,
 * so the same Idempotency-Key answers the same renewals). The selection rule comes first: a proxy
 * that is not the caller's renews nothing.
 */
export async function renewSelection(caller: OrderCaller, ids: readonly string[]): Promise<Result<RenewListAnswer>> {
  const found = await selectedOrders(caller.db, caller.userId, ids)
  if (!found.ok) return found
  return ok(
    await renewList(
      caller,
      found.value.map((order) => order.id),
    ),
  )
}
