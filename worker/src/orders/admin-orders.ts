import { sql } from 'drizzle-orm'
import type { AdminOrderAnswer, RefundQuote } from '../contract/admin-orders'
import { periodMs } from '../contract/catalogue'
import { fail, ok, type Result } from '../contract/errors'
import { prorate } from '../contract/money'
import { DAY_MS } from '../contract/shop-days'
import type { Database } from '../db/client'
import { cancelStatements, extendStatements } from './admin-order-statements'
import type { OrderCaller } from './order-caller'
import { findOrderOf, type OrderRow } from './order-queries'
import { toOrderView } from './order-views'

/** The admin acting, and the call as the user's lock keeps it for its Idempotency-Key. */
export type AdminOrderCall = { caller: OrderCaller; actorId: string; route: string; body: unknown }

async function answer(db: Database, order: OrderRow, balance: number): Promise<AdminOrderAnswer> {
  const now = await findOrderOf(db, order.userId, order.id)
  if (!now) throw new Error(`order ${order.id} missing after a change`)
  return { order: toOrderView(now, true), balance }
}

/** What the order's payments came to less what was given back for it, and the unused part of the period in use. */
export async function refundQuote(db: Database, order: OrderRow, now: number): Promise<RefundQuote> {
  const row = await db.get<{ net: number | null }>(
    sql`SELECT -SUM(amount) AS net FROM ledger WHERE user_id = ${order.userId} AND ref_type = 'order' AND ref_id = ${order.id}`,
  )
  const paid = Math.max(0, row?.net ?? 0)
  const period = periodMs(order.periodUnit, order.periodCount)
  const left = order.status === 'using' && order.releasedAt === null ? Math.max(0, order.expiresAt - now) : 0
  const unused = left > 0 && paid > 0 ? Math.min(paid, prorate(order.renewPrice, left, period)) : 0
  return { paid, unused }
}

/** An admin gives an order `days` more, from its current end (idempotent with Idempotency-Key; audited). */
export async function adminExtendOrder(
  call: AdminOrderCall,
  order: OrderRow,
  input: { days: number; reason: string },
): Promise<Result<AdminOrderAnswer>> {
  const { db, now } = call.caller
  // Whether the order may still be changed is decided in the batch (its claim), after the lock's look at the key: a retry answers as the first call did.
  const expiresAt = order.expiresAt + input.days * DAY_MS
  const marker = call.caller.tagged(`admin-extend:${order.id}`)
  const statements = extendStatements(db, order, { expiresAt, reason: input.reason, actorId: call.actorId, marker }, now)
  const op = { kind: 'admin-order' as const, userId: order.userId, eventKey: marker, marker, refund: 0 }
  const paid = await call.caller.pay(
    { ...op, content: order.code, refId: order.id, actorId: call.actorId, statements, shortCode: 'ORDER_EXPIRED' },
    call.route,
    call.body,
  )
  return paid.ok ? ok(await answer(db, order, paid.value.balance)) : paid
}

/**
 * An admin cancels an order: it ends now, its proxies go back to the pool, and `refund` Xu (at most
 * what was paid for it, less refunds) go back to the balance through the ledger, all in one batch.
 */
export async function adminCancelOrder(
  call: AdminOrderCall,
  order: OrderRow,
  input: { refund: number; reason: string },
): Promise<Result<AdminOrderAnswer>> {
  const { db, now } = call.caller
  // A cancelled order goes on to the lock, which answers a retry as the first call did (or ORDER_EXPIRED).
  if (order.status !== 'cancelled' && input.refund > (await refundQuote(db, order, now)).paid) return fail('INVALID_INPUT')
  const marker = call.caller.tagged(`admin-cancel:${order.id}`)
  const statements = cancelStatements(db, order, { refund: input.refund, reason: input.reason, actorId: call.actorId, marker }, now)
  const paid = await call.caller.pay(
    {
      kind: 'admin-order',
      userId: order.userId,
      // One refund per order, whatever the keys of the calls: a second cancellation cannot pay again.
      eventKey: `order-cancel:${order.id}`,
      refund: input.refund,
      content: order.code,
      refId: order.id,
      actorId: call.actorId,
      marker,
      statements,
      shortCode: 'ORDER_EXPIRED',
    },
    call.route,
    call.body,
  )
  return paid.ok ? ok(await answer(db, order, paid.value.balance)) : paid
}
