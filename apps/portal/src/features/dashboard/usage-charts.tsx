import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { gbText } from '../../lib/bytes'
import { m } from '../../paraglide/messages'
import { DashboardCard } from './dashboard-card'
import { dashboardQuery } from './dashboard-query'
import { DayBars } from './day-bars'

/**
 * The last 14 days as two small charts: bandwidth (the nodes' reports of the customer's proxies, plans,
 * trials and keys) and spend. Until a node reports, the bandwidth chart says so instead of drawing zeros.
 */
export function UsageCharts() {
  const days = useQuery(dashboardQuery).data?.days ?? []
  const bytes = days.reduce((sum, day) => sum + day.bytes, 0)
  const spent = days.reduce((sum, day) => sum + day.spend, 0)
  return (
    <DashboardCard id="usage" title={m.dashboard_usage_title()}>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="mb-2 flex justify-between text-sm font-medium">
            {m.dashboard_chart_bytes()} <span data-testid="usage-bytes-total">{gbText(bytes)}</span>
          </h3>
          {bytes === 0 ? (
            <p className="text-base-content/70 text-sm">{m.dashboard_chart_no_usage()}</p>
          ) : (
            <DayBars id="chart-bytes" days={days} value={(day) => day.bytes} text={gbText} barClass="bg-primary" />
          )}
        </div>
        <div>
          <h3 className="mb-2 flex justify-between text-sm font-medium">
            {m.dashboard_chart_spend()} <span data-testid="usage-spend-total">{formatXu(spent, m.currency_unit())}</span>
          </h3>
          <DayBars
            id="chart-spend"
            days={days}
            value={(day) => day.spend}
            text={(xu) => formatXu(xu, m.currency_unit())}
            barClass="bg-secondary"
          />
        </div>
      </div>
    </DashboardCard>
  )
}
