import type { AdminOverview, ChartUnit } from '@proxy-portal/worker/contract/admin-overview'
import { chartUnits } from '@proxy-portal/worker/contract/choices'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { formatDate } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { AdminCard } from '../admin-catalogue/admin-card'

const unitText: Record<ChartUnit, () => string> = { day: m.admin_chart_day, week: m.admin_chart_week, month: m.admin_chart_month }

/**
 * Revenue and top-ups by period as bars. Plain elements rather than a chart library: two series of at
 * most 30 bars need no more, and nothing is added to any page's scripts (ADR 0027).
 */
export function OverviewChart({ chart, onUnit }: { chart: AdminOverview['chart']; onUnit: (unit: ChartUnit) => void }) {
  const top = Math.max(1, ...chart.points.flatMap((point) => [point.revenue, point.topups]))
  const height = (amount: number) => `${Math.max(0, (amount / top) * 100)}%`
  return (
    <AdminCard title={m.admin_chart_title()}>
      <div role="tablist" className="tabs tabs-box tabs-sm mb-3 w-fit">
        {chartUnits.map((unit) => (
          <button
            key={unit}
            type="button"
            role="tab"
            className={`tab ${chart.unit === unit ? 'tab-active' : ''}`}
            onClick={() => onUnit(unit)}
          >
            {unitText[unit]()}
          </button>
        ))}
      </div>
      <div className="flex h-40 items-end gap-1" data-testid="overview-chart">
        {chart.points.map((point) => (
          <div
            key={point.start}
            className="flex h-full flex-1 items-end gap-px"
            title={`${formatDate(point.start)}: ${m.admin_overview_revenue()} ${formatXu(point.revenue, m.currency_unit())}, ${m.admin_overview_topups()} ${formatXu(point.topups, m.currency_unit())}`}
          >
            <div className="bg-primary flex-1 rounded-t" style={{ height: height(point.revenue) }} />
            <div className="bg-secondary flex-1 rounded-t" style={{ height: height(point.topups) }} />
          </div>
        ))}
      </div>
      <p className="mt-2 text-sm">
        <span className="bg-primary mr-1 inline-block size-3 rounded" /> {m.admin_overview_revenue()}
        <span className="bg-secondary mr-1 ml-4 inline-block size-3 rounded" /> {m.admin_overview_topups()}
      </p>
    </AdminCard>
  )
}
