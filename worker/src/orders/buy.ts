import { couponUseStatements } from '../agency/coupon-statements'
import { periodMs } from '../contract/catalogue'
import { type ErrorCode, fail, ok, type Result } from '../contract/errors'
import type { OrderAnswer } from '../contract/orders'
import { rowsByEventKeys } from '../money/ledger'
import type { MoneyOp } from '../money/operations'
import { repeatOf } from '../money/purchase'
import type { Offer } from './offers'
import { orderAnswer } from './order-answer'
import type { OrderCaller } from './order-caller'
import { announce, freshPaymentTime } from './order-events'
import { orderCodeOf, orderIdOf } from './order-ids'
import { buyStatements } from './order-statements'

// The outcomes of a purchase that was tried and refused, announced as BUY_FAIL; input mistakes are only answered.
const refusals: ErrorCode[] = ['NOT_ENOUGH_MONEY', 'NOT_ENOUGT_PROXY', 'DISCOUNT_USED_UP', 'DISCOUNT_ALREADY_USED']

/**
 * Buys an offer: the debit, the order and its proxies in one batch in the user's lock. The order id
 * comes from the call's Idempotency-Key, so a retry finds the first purchase and answers as it did.
 * Stock is checked first to answer fast; the claim inside the batch is what guarantees it.
 */
export async function buy(
  caller: OrderCaller,
  call: { route: string; body: unknown; offer: () => Promise<Result<Offer>> },
): Promise<Result<OrderAnswer>> {
  const { db, userId, now } = caller
  const orderId = await orderIdOf(caller.tagged(`${call.route}:${userId}`))
  const eventKey = `order:${orderId}`
  const [paidBefore] = await rowsByEventKeys(db, [eventKey])
  let op: MoneyOp
  if (paidBefore) op = repeatOf(paidBefore)
  else {
    const offer = await call.offer()
    if (!offer.ok) return offer
    if (offer.value.stock < offer.value.amount) return refused(caller, orderId, 'NOT_ENOUGT_PROXY')
    op = purchaseOf(caller, orderId, eventKey, offer.value)
  }
  const paid = await caller.pay(op, call.route, call.body)
  if (!paid.ok) return refusals.includes(paid.code) ? refused(caller, orderId, paid.code) : paid
  const time = freshPaymentTime(paid.value, now)
  if (time !== null) await announce(caller.env, userId, { orderId, code: 'BUY_SUCCESS', time }, now)
  return ok(await orderAnswer(db, userId, orderId, paid.value.balance))
}

function purchaseOf(caller: OrderCaller, orderId: string, eventKey: string, offer: Offer): MoneyOp {
  const { stock: _, coupon, ...bought } = offer
  const { now, userId } = caller
  const code = orderCodeOf(orderId)
  const order = {
    ...bought,
    id: orderId,
    code,
    userId,
    status: 'using' as const,
    autoRenew: false,
    startsAt: now,
    expiresAt: now + periodMs(offer.periodUnit, offer.periodCount),
    createdAt: now,
    updatedAt: now,
  }
  return {
    kind: 'purchase',
    userId,
    eventKey,
    amount: offer.totalPrice,
    type: 'buy_proxy_private',
    content: code,
    refType: 'order',
    refId: orderId,
    // A coupon's use counts in the purchase's own batch; an agency's coupon costs it its points of commission.
    statements: [...buyStatements(caller.db, order, now), ...(coupon ? couponUseStatements(coupon, userId, eventKey, now) : [])],
    commissionCut: coupon?.commissionCut ?? 0,
  }
}

async function refused(caller: OrderCaller, orderId: string, code: ErrorCode): Promise<Result<never>> {
  await announce(caller.env, caller.userId, { orderId, code: 'BUY_FAIL', time: caller.now }, caller.now)
  return fail(code)
}
