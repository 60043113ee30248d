import type { OrderAction, OrderStatus } from '@proxy-portal/worker/contract/orders'
import { orderStatusText } from '../../lib/labels'
import { m } from '../../paraglide/messages'

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
  return <span className={`badge badge-soft whitespace-nowrap ${statusClass[status]}`}>{orderStatusText[status]()}</span>
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
  admin_extend: m.orders_action_admin_extend,
  cancel: m.orders_action_cancel,
  split_off: m.orders_action_split_off,
  split_from: m.orders_action_split_from,
}
