import type { OrderView } from '@proxy-portal/worker/contract/orders'

/** Only an expired order whose proxies are still kept (3 days) can be renewed. */
export const isRenewable = (order: OrderView) => order.status === 'expired' && order.releasedAt === null
