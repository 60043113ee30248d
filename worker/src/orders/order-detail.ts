import type { OrderDetail } from '../contract/orders'
import type { Database } from '../db/client'
import { findOrderOf, heldProxiesOf, logsOf } from './order-queries'
import { toOrderLogView, toOrderProxyView, toOrderView } from './order-views'

/** An order of this user with its proxies and history; null for anyone else's. */
export async function orderDetail(db: Database, userId: string, orderId: string): Promise<OrderDetail | null> {
  const order = await findOrderOf(db, userId, orderId)
  if (!order) return null
  const [held, logs] = await Promise.all([heldProxiesOf(db, order.id), logsOf(db, order.id)])
  return { order: toOrderView(order), proxies: held.map(toOrderProxyView), logs: logs.map(toOrderLogView) }
}
