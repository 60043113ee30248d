import { expect } from 'vitest'
import { KEEP_EXPIRED_MS } from '../src/contract/orders'
import { adminCancelOrder, adminExtendOrder, refundQuote } from '../src/orders/admin-orders'
import { findOrderById } from '../src/orders/order-queries'
import { orderCaller, plainVia, type Via } from './shop-fuzz-callers'
import { evict, type Fault, faultyVia } from './shop-fuzz-faults'
import { charge, freshKey, type OrderM, pick, type Seen, type ShopModel } from './shop-fuzz-model'
import { DAY_MS } from './shop-fuzz-prices'

/** An admin's change of an order (issue 16): free days, or a cancellation refunding a share (in %) of what the order's quote says was paid. */
export type AdminStep = { kind: 'admin-extend'; pick: number; days: number } | { kind: 'admin-cancel'; pick: number; share: number }

/** Still changeable by an admin: in use, or expired within the 3 days a renewal has, and not released or cancelled. */
const live = (order: OrderM, now: number) =>
  !order.released && (order.status === 'using' || (order.status === 'expired' && order.expiresAt > now - KEEP_EXPIRED_MS))

async function send(model: ShopModel, order: OrderM, step: AdminStep, refund: number, via: Via, key: string): Promise<Seen> {
  const row = await findOrderById(via.db, order.id)
  if (!row) throw new Error(`order ${order.id} missing`)
  const caller = orderCaller(via, row.userId, model.now, key)
  const body = step.kind === 'admin-extend' ? { days: step.days, reason: 'fuzz' } : { refund, reason: 'fuzz' }
  const call = { caller, actorId: 'fuzz-admin', route: `${step.kind}:${order.id}`, body }
  const result =
    step.kind === 'admin-extend'
      ? await adminExtendOrder(call, row, { days: step.days, reason: 'fuzz' })
      : await adminCancelOrder(call, row, { refund, reason: 'fuzz' })
  return result.ok ? { ok: true, id: result.value.order._id, balance: result.value.balance } : { ok: false, code: result.code }
}

/**
 * The admin's call, maybe hit by a fault and retried with the same Idempotency-Key, then once more with
 * that key (a retry after a lost answer answers the same and changes nothing); the model says what
 * it must answer: free days move the end (in use again when past now), a cancellation returns the
 * proxies to the pool and pays the refund into the balance as one more ledger row.
 */
export async function runAdminStep(model: ShopModel, step: AdminStep, fault: Fault): Promise<void> {
  const order = pick([...model.orders.values()], step.pick)
  if (!order) throw new Error('no order')
  const owner = model.users[order.user] ?? ''
  const quote = await refundQuote(plainVia().db, (await findOrderById(plainVia().db, order.id)) ?? never(), model.now)
  const refund = step.kind === 'admin-cancel' ? Math.floor((quote.paid * step.share) / 100) : 0
  const key = freshKey(model, step.kind)
  if (fault === 'evicted-before') await evict(owner)
  else if (fault !== 'none') await send(model, order, step, refund, faultyVia(fault), key).catch(() => undefined)
  const seen = await send(model, order, step, refund, plainVia(), key)
  const balance = model.balances[order.user] ?? 0
  if (!live(order, model.now)) expect(seen, JSON.stringify(step)).toEqual({ ok: false, code: 'ORDER_EXPIRED' })
  else if (step.kind === 'admin-extend') {
    expect(seen).toEqual({ ok: true, id: order.id, balance })
    order.expiresAt += step.days * DAY_MS
    if (order.expiresAt > model.now) order.status = 'using'
    order.failedFor = null
  } else {
    expect(seen).toEqual({ ok: true, id: order.id, balance: balance + refund })
    if (refund > 0) charge(model, order.user, -refund)
    Object.assign(order, { status: 'cancelled', released: true, autoRenew: false })
    model.stock[order.country] += order.amount
  }
  expect(await send(model, order, step, refund, plainVia(), key), 'the same call again').toEqual(seen)
}

function never(): never {
  throw new Error('order missing')
}
