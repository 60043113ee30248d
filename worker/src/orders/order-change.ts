import { type ErrorCode, ok, type Result } from '../contract/errors'
import type { PlanEventCode } from '../contract/events'
import type { OrderAction, OrderAnswer } from '../contract/orders'
import { rowsByEventKeys } from '../money/ledger'
import type { MoneyOp } from '../money/operations'
import { repeatOf } from '../money/purchase'
import { orderAnswer } from './order-answer'
import type { OrderCaller } from './order-caller'
import { announce, freshPaymentTime } from './order-events'
import type { OrderRow } from './order-queries'
import { logStatement } from './order-statements'

/** Refusals of a paid change that was tried: recorded in the order's history and announced. */
const triedAndRefused: ErrorCode[] = ['NOT_ENOUGH_MONEY', 'ORDER_EXPIRED']

export type PaidChange = {
  /** The event key's prefix; the call's Idempotency-Key completes it. */
  prefix: string
  route: string
  body: unknown
  action: OrderAction
  success: PlanEventCode
  failure: PlanEventCode
  /** The op, after the rules that decide whether the change may be tried at all. */
  op: (eventKey: string) => Promise<Result<MoneyOp>> | Result<MoneyOp>
  /** The order the change lands on when it is not `order` (a split's new order, ADR 0035); a refusal stays on `order`. */
  landsOn?: (eventKey: string) => Promise<string>
}

/**
 * A paid change of an existing order (renewal, upgrade) as one purchase in the user's lock. A retry
 * of a change already paid answers as the first did, even when the rules would now refuse it.
 */
export async function payForChange(caller: OrderCaller, order: OrderRow, change: PaidChange): Promise<Result<OrderAnswer>> {
  const { db, env, now, userId } = caller
  const eventKey = caller.tagged(change.prefix)
  const [paidBefore] = await rowsByEventKeys(db, [eventKey])
  let op: MoneyOp
  if (paidBefore) op = repeatOf(paidBefore)
  else {
    const built = await change.op(eventKey)
    if (!built.ok) return built
    op = built.value
  }
  const paid = await caller.pay(op, change.route, change.body)
  if (!paid.ok) {
    if (triedAndRefused.includes(paid.code)) {
      const entry = {
        id: `failed:${eventKey}`,
        orderId: order.id,
        userId,
        action: change.action,
        success: false,
        price: op.kind === 'purchase' ? op.amount : 0,
        note: paid.code,
      }
      const log = logStatement(db, entry, now)
      // One history row per attempt: a replay of the refused call does not add another.
      await db.$client
        .prepare(log.sql)
        .bind(...log.params)
        .run()
      await announce(env, userId, { orderId: order.id, code: change.failure, time: now }, now)
    }
    return paid
  }
  const orderId = (await change.landsOn?.(eventKey)) ?? order.id
  const time = freshPaymentTime(paid.value, now)
  if (time !== null) await announce(env, userId, { orderId, code: change.success, time }, now)
  return ok(await orderAnswer(db, userId, orderId, paid.value.balance))
}
