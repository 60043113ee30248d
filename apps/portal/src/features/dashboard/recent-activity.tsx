import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Money } from '../../components/ui/money'
import { formatDateTime } from '../../lib/dates'
import { countryName, productText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { OrderStatusBadge } from '../orders/status-badge'
import { methodText, StatusBadge } from '../topup/labels'
import { DashboardCard } from './dashboard-card'
import { dashboardQuery } from './dashboard-query'

const rowClass = 'flex flex-wrap items-center justify-between gap-2 py-2 text-sm'

/** The latest orders, each linking to its result page. */
export function RecentOrders() {
  const orders = useQuery(dashboardQuery).data?.recentOrders ?? []
  const viewAll = (
    <Link to="/order" className="link link-primary text-sm">
      {m.dashboard_view_all()}
    </Link>
  )
  return (
    <DashboardCard id="recent-orders" title={m.dashboard_recent_orders()} action={viewAll}>
      {orders.length === 0 && <p className="text-base-content/70 text-sm">{m.dashboard_none_yet()}</p>}
      <ul className="divide-base-300 divide-y">
        {orders.map((order) => (
          <li key={order._id} className={rowClass} data-testid="recent-order">
            <Link to="/order/success/{-$id}" params={{ id: order._id }} className="link min-w-0">
              <span className="font-mono">{order.code}</span> · {productText(order)} · {countryName(order.countryCode)}
            </Link>
            <span className="flex items-center gap-2">
              <Money xu={order.totalPrice} showUsd={false} />
              <OrderStatusBadge status={order.status} />
            </span>
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}

/** The latest top-ups, with their method and outcome. */
export function RecentTopups() {
  const topups = useQuery(dashboardQuery).data?.recentTopups ?? []
  const viewAll = (
    <Link to="/topup/{-$id}" params={{}} className="link link-primary text-sm">
      {m.dashboard_view_all()}
    </Link>
  )
  return (
    <DashboardCard id="recent-topups" title={m.dashboard_recent_topups()} action={viewAll}>
      {topups.length === 0 && <p className="text-base-content/70 text-sm">{m.dashboard_none_yet()}</p>}
      <ul className="divide-base-300 divide-y">
        {topups.map((topup) => (
          <li key={topup._id} className={rowClass} data-testid="recent-topup">
            <span>
              {methodText(topup.method)}
              <span className="text-base-content/60 block text-xs">{formatDateTime(topup.createdAt)}</span>
            </span>
            <span className="flex items-center gap-2">
              <Money xu={topup.amount} showUsd={false} />
              <StatusBadge status={topup.status} />
            </span>
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}
