import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { formatDateTime } from '../../lib/dates'
import { countryName, productText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { isRenewable } from '../orders/renewable'
import { DashboardCard } from './dashboard-card'
import { dashboardQuery } from './dashboard-query'

// Opened by a click on Renew: the dialog (quote, confirm, its texts) is fetched then, not with the
// dashboard's first load (the speed budget, ADR 0038). It is a modal, so nothing moves while it comes.
const RenewOrderDialog = lazy(() => import('../orders/renew-order-dialog').then((module) => ({ default: module.RenewOrderDialog })))

function ExpiringRow({ order, onRenew }: { order: OrderView; onRenew: (order: OrderView) => void }) {
  const renewable = isRenewable(order)
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="expiring-order">
      <div className="min-w-0">
        <p className="font-medium">
          <span className="font-mono">{order.code}</span> · {productText(order)} · {countryName(order.countryCode)} ·{' '}
          {m.dashboard_proxy_count({ count: order.amount })}
        </p>
        <p className="text-base-content/70 text-sm">
          {renewable
            ? m.dashboard_expired_at({ date: formatDateTime(order.expiresAt) })
            : m.dashboard_renew_from({ date: formatDateTime(order.expiresAt) })}
        </p>
      </div>
      {/* Only what can be renewed now gets the button; the others say from when (their end). */}
      {renewable && (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => onRenew(order)}>
          {m.orders_renew()}
        </button>
      )}
    </li>
  )
}

/** Orders ending within 3 days or expired and still renewable, the soonest first, with one-click renewal. */
export function ExpiringOrders() {
  const expiring = useQuery(dashboardQuery).data?.expiring ?? []
  const [renewing, setRenewing] = useState<OrderView | null>(null)
  return (
    <DashboardCard
      id="expiring"
      title={m.dashboard_expiring_title()}
      action={
        <Link to="/manage-private-proxy" className="link link-primary text-sm">
          {m.dashboard_view_all()}
        </Link>
      }
    >
      {expiring.length === 0 ? (
        <p className="text-base-content/70 text-sm">{m.dashboard_expiring_empty()}</p>
      ) : (
        <ul className="divide-base-300 divide-y">
          {expiring.map((order) => (
            <ExpiringRow key={order._id} order={order} onRenew={setRenewing} />
          ))}
        </ul>
      )}
      {renewing && (
        <Suspense fallback={null}>
          <RenewOrderDialog order={renewing} onClose={() => setRenewing(null)} />
        </Suspense>
      )}
    </DashboardCard>
  )
}
