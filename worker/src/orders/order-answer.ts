import type { OrderAnswer } from '../contract/orders'
import type { Database } from '../db/client'
import { findOrderOf, heldProxiesOf } from './order-queries'
import { toOrderProxyView, toOrderView } from './order-views'

/** What a purchase, renewal or upgrade answers: the order as it is now, its proxies, the balance after the payment. */
export async function orderAnswer(db: Database, userId: string, orderId: string, balance: number): Promise<OrderAnswer> {
  const [order, held] = await Promise.all([findOrderOf(db, userId, orderId), heldProxiesOf(db, orderId)])
  if (!order) throw new Error(`order ${orderId} missing after its payment`)
  return { order: toOrderView(order), proxies: held.map(toOrderProxyView), balance }
}
