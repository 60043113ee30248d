import { useQuery } from '@tanstack/react-query'
import { m } from '../../paraglide/messages'
import { summaryQuery } from './summary-query'

/** The dashboard's figures: proxies in use, expiring within 3 days, expired (renewable), orders. */
export function SummaryStats() {
  const summary = useQuery(summaryQuery).data
  if (!summary) return null
  const figures = [
    { label: m.dashboard_stat_using(), value: summary.proxiesUsing, id: 'using' },
    { label: m.dashboard_stat_expiring(), value: summary.expiringSoon, id: 'expiring' },
    { label: m.dashboard_stat_expired(), value: summary.proxiesExpired, id: 'expired' },
    { label: m.dashboard_stat_orders(), value: summary.orders, id: 'orders' },
  ]
  return (
    // Two by two on a phone (four rows were a long scroll before the rest of the dashboard), one row from sm up.
    <div
      className="stats border-base-300 w-full grid-cols-2 border max-sm:grid-flow-row max-sm:[&>.stat:nth-child(-n+2)]:border-b max-sm:[&>.stat:nth-child(-n+2)]:border-dashed max-sm:[&>.stat:nth-child(-n+2)]:border-b-base-content/10 max-sm:[&>.stat:nth-child(even)]:border-e-0 sm:grid-cols-none sm:stats-horizontal"
      data-testid="summary-stats"
    >
      {figures.map((figure) => (
        <div key={figure.id} className="stat" data-testid={`stat-${figure.id}`}>
          <div className="stat-title whitespace-normal">{figure.label}</div>
          <div className="stat-value text-2xl">{figure.value}</div>
        </div>
      ))}
    </div>
  )
}
