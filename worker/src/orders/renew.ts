import { periodMs } from '../contract/catalogue'
import { fail, ok, type Result } from '../contract/errors'
import type { OrderAnswer } from '../contract/orders'
import type { OrderCaller } from './order-caller'
import { payForChange } from './order-change'
import { findOrderOf } from './order-queries'
import { renewRefusal } from './order-rules'
import { renewStatements } from './order-statements'

/** Renews an expired order at its renewal price: in use again for one period from now. */
export async function renewOrder(caller: OrderCaller, orderId: string): Promise<Result<OrderAnswer>> {
  const { db, now, userId } = caller
  const order = await findOrderOf(db, userId, orderId)
  if (!order) return fail('ORDER_NOT_EXIST')
  return payForChange(caller, order, {
    prefix: `renew:${order.id}`,
    route: `order-renew:${order.id}`,
    body: {},
    action: 'renew',
    success: 'RENEW_SUCCESS',
    failure: 'RENEW_FAIL',
    op: (eventKey) => {
      const refusal = renewRefusal(order, now)
      if (refusal) return fail(refusal)
      const expiresAt = now + periodMs(order.periodUnit, order.periodCount)
      return ok({
        kind: 'purchase',
        userId,
        eventKey,
        amount: order.renewPrice,
        type: 'renew_private',
        content: order.code,
        refType: 'order',
        refId: order.id,
        statements: renewStatements(db, order, expiresAt, now),
        // The order's proxies went back to the pool meanwhile (released): nothing left to renew.
        shortCode: 'ORDER_EXPIRED',
      })
    },
  })
}
