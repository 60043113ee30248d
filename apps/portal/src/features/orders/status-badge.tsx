import type { OrderStatus } from '@proxy-portal/worker/contract/orders'
import { orderStatusText } from '../../lib/labels'

// Apart from the order actions' texts (labels.tsx): the dashboard shows the badge, not the history, and
// would otherwise fetch those texts with its first load (the speed budget, ADR 0038).

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
