import * as v from 'valibot'
import { fail, ok, type Result } from '../contract/errors'
import { shortfall } from '../contract/money'
import { PurchaseChecks, type RenewListAnswer } from '../contract/orders'
import type { Database } from '../db/client'
import { rowsByEventKeys, userBalance } from '../money/ledger'
import type { OrderCaller } from '../orders/order-caller'
import { findOrderOf, type OrderRow } from '../orders/order-queries'
import { renewRefusal } from '../orders/order-rules'
import { shareOf } from '../orders/order-split'
import { renewList } from '../orders/renew-list'
import { renewSplit } from '../orders/renew-split'
import { type SelectedPart, selectedParts } from './selected-orders'

/**
 * What renewing selected proxies costs: each of their orders once, at its renewal price (a part of an
 * order at its share, as the split that renews it will charge, ADR 0035), and what the
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
  const found = await selectedParts(db, userId, ids)
  if (!found.ok) return found
  for (const { order } of found.value) {
    const refusal = renewRefusal(order, now)
    if (refusal) return fail(refusal)
  }
  const quoted = found.value.map(({ order, proxyIds }) => ({
    orderId: order.id,
    code: order.code,
    amount: proxyIds.length,
    renewPrice: shareOf(order.renewPrice, proxyIds.length, order.amount),
  }))
  const total = quoted.reduce((sum, order) => sum + order.renewPrice, 0)
  const balance = (await userBalance(db, userId)) ?? 0
  return ok({ orders: quoted, total, shortages: [], balance, balanceShort: shortfall(total, balance) })
}

/**
 * The order a whole part was split off from by this very call before (a replay under the same
 * Idempotency-Key finds the proxies already in their own order): the split's renewal answers again.
 */
async function splitBefore(caller: OrderCaller, part: SelectedPart): Promise<OrderRow | null> {
  const from = part.order.splitFrom
  if (!from) return null
  const [paid] = await rowsByEventKeys(caller.db, [caller.tagged(`renew-split:${from}`)])
  return paid?.refId === part.order.id ? ((await findOrderOf(caller.db, caller.userId, from)) ?? null) : null
}

/** A part of an order renewed: split off and renewed in one purchase; it answers for the order the quote named, and the new one. */
async function renewPart(caller: OrderCaller, parent: OrderRow, proxyIds: string[]): Promise<RenewListAnswer['results'][number]> {
  const renewed = await renewSplit(caller, parent, proxyIds)
  return renewed.ok
    ? { orderId: parent.id, ok: true, newOrderId: renewed.value.order._id }
    : { orderId: parent.id, ok: false, code: renewed.code }
}

/**
 * Renews selected proxies, exactly those: orders wholly selected each once and each its own purchase
 * (as `renew-list-order`, so the same Idempotency-Key answers the same renewals), a part of an order
 * split off into its own order and renewed (ADR 0035). The selection rule comes first: a proxy that
 * is not the caller's renews nothing.
 */
export async function renewSelection(caller: OrderCaller, ids: readonly string[]): Promise<Result<RenewListAnswer>> {
  const found = await selectedParts(caller.db, caller.userId, ids)
  if (!found.ok) return found
  const wholes: string[] = []
  const parts: { parent: OrderRow; proxyIds: string[] }[] = []
  for (const part of found.value) {
    const parent = part.whole ? await splitBefore(caller, part) : part.order
    if (parent) parts.push({ parent, proxyIds: part.proxyIds })
    else wholes.push(part.order.id)
  }
  const results = (await renewList(caller, wholes)).results
  for (const { parent, proxyIds } of parts) results.push(await renewPart(caller, parent, proxyIds))
  return ok({ results })
}
