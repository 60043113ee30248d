import type { RenewListAnswer } from '../contract/orders'
import type { OrderCaller } from './order-caller'
import { renewOrder } from './renew'

/** Renews several orders, each its own purchase, one after another; each answers for itself. */
export async function renewList(caller: OrderCaller, orderIds: string[]): Promise<RenewListAnswer> {
  const results: RenewListAnswer['results'] = []
  for (const orderId of new Set(orderIds)) {
    const renewed = await renewOrder(caller, orderId)
    results.push(renewed.ok ? { orderId, ok: true } : { orderId, ok: false, code: renewed.code })
  }
  return { results }
}
