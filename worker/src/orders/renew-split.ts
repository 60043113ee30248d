import { periodMs } from '../contract/catalogue'
import { fail, ok, type Result } from '../contract/errors'
import type { OrderAnswer } from '../contract/orders'
import type { OrderCaller } from './order-caller'
import { payForChange } from './order-change'
import { orderIdOf } from './order-ids'
import type { OrderRow } from './order-queries'
import { renewRefusal } from './order-rules'
import { splitOf, splitStatements } from './order-split'
import { renewStatements } from './order-statements'

// The new order's id follows from the call's event key: a retry under the same Idempotency-Key names the same order.
const childIdOf = (eventKey: string) => orderIdOf(`split:${eventKey}`)

/**
 * Renews some of an expired order's proxies (ADR 0035): in one purchase batch they are split off into
 * an order of their own, at the floored share of the renewal price, and that order is renewed. The
 * rest of the order stays expired (and is released after its 3 days, as before).
 */
export async function renewSplit(caller: OrderCaller, parent: OrderRow, proxyIds: readonly string[]): Promise<Result<OrderAnswer>> {
  const { db, now, userId } = caller
  return payForChange(caller, parent, {
    prefix: `renew-split:${parent.id}`,
    route: `order-renew-split:${parent.id}`,
    body: { proxyIds },
    action: 'renew',
    success: 'RENEW_SUCCESS',
    failure: 'RENEW_FAIL',
    landsOn: childIdOf,
    op: async (eventKey) => {
      const refusal = renewRefusal(parent, now)
      if (refusal) return fail(refusal)
      const split = splitOf(parent, proxyIds, await childIdOf(eventKey), now)
      const expiresAt = now + periodMs(parent.periodUnit, parent.periodCount)
      return ok({
        kind: 'purchase',
        userId,
        eventKey,
        amount: split.child.renewPrice,
        type: 'renew_private',
        content: split.child.code,
        refType: 'order',
        refId: split.child.id,
        statements: [...splitStatements(db, split, now), ...renewStatements(db, split.child, expiresAt, now)],
        // The proxies went back to the pool meanwhile (released), or the order changed: nothing left to renew.
        shortCode: 'ORDER_EXPIRED',
      })
    },
  })
}
