import type { OrderAction, OrderStatus } from '@proxy-portal/worker/contract/orders'
import { m } from '../../paraglide/messages'

export const statusText: Record<OrderStatus, () => string> = {
  waiting: m.order_status_waiting,
  using: m.order_status_using,
  renewing: m.order_status_renewing,
  increasing_bandwidth: m.order_status_increasing_bandwidth,
  increasing_amount: m.order_status_increasing_amount,
  changing_country: m.order_status_changing_country,
  expired: m.order_status_expired,
  cancelled: m.order_status_cancelled,
  trying: m.order_status_trying,
}

const statusClass: Record<OrderStatus, string> = {
  waiting: 'badge-info',
  using: 'badge-success',
  renewing: 'badge-info',
  increasing_bandwidth: 'badge-info',
  increasing_amount: 'badge-info',
  changing_country: 'badge-info',
  expired: 'badge-warning',
  cancelled: 'badge-ghost',
  trying: 'badge-accent',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge badge-soft whitespace-nowrap ${statusClass[status]}`}>{statusText[status]()}</span>
}

export const actionText: Record<OrderAction, () => string> = {
  buy: m.orders_action_buy,
  renew: m.orders_action_renew,
  auto_renew: m.orders_action_auto_renew,
  increase_bandwidth: m.orders_action_increase_bandwidth,
  increase_amount: m.orders_action_increase_amount,
  change_country: m.orders_action_change_country,
  expire: m.orders_action_expire,
  release: m.orders_action_release,
}
