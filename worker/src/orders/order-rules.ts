import type { ErrorCode } from '../contract/errors'
import { KEEP_EXPIRED_MS } from '../contract/orders'
import type { OrderRow } from './order-queries'

type Life = Pick<OrderRow, 'status' | 'expiresAt' | 'releasedAt'>

/**
 * Only an expired order can be renewed (spec: NOT_EXPIRE otherwise), and only while it still holds
 * its proxies: after 3 days they go back to the pool and the order is over (ORDER_EXPIRED).
 */
export function renewRefusal(order: Life, now: number): ErrorCode | null {
  if (order.releasedAt !== null) return 'ORDER_EXPIRED'
  if (order.status === 'expired' && now >= order.expiresAt + KEEP_EXPIRED_MS) return 'ORDER_EXPIRED'
  return order.status === 'expired' ? null : 'NOT_EXPIRE'
}

/** Only an order in use, before its end, can have its bandwidth raised. */
export function upgradeRefusal(order: Life, now: number): ErrorCode | null {
  return order.status === 'using' && order.expiresAt > now ? null : 'ORDER_EXPIRED'
}
