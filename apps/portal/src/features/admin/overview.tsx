import type { ChartUnit, Figures } from '@proxy-portal/worker/contract/admin-overview'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { CountryFlag } from '../../components/ui/country-flag'
import { ListTable } from '../../components/ui/list-table'
import { SummaryItem } from '../../components/ui/summary-item'
import { formatDateTime } from '../../lib/dates'
import { countryName, ipModeText, ipVersionText, kindText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { AdminCard } from '../admin-catalogue/admin-card'
import { methodText } from '../topup/labels'
import { OverviewChart } from './overview-chart'
import { overviewQuery } from './queries'

const xu = (amount: number) => formatXu(amount, m.currency_unit())

function FigureCard({ title, figures, testId }: { title: string; figures: Figures; testId: string }) {
  return (
    <AdminCard title={title}>
      <dl className="grid grid-cols-2 gap-3" data-testid={testId}>
        <SummaryItem label={m.admin_overview_revenue()} testId={`${testId}-revenue`}>
          {xu(figures.revenue)}
        </SummaryItem>
        <SummaryItem label={m.admin_overview_topups()} testId={`${testId}-topups`}>
          {xu(figures.topups)}
        </SummaryItem>
        <SummaryItem label={m.admin_overview_new_users()} testId={`${testId}-users`}>
          {figures.newUsers}
        </SummaryItem>
        <SummaryItem label={m.admin_overview_orders()} testId={`${testId}-orders`}>
          {figures.orders}
        </SummaryItem>
      </dl>
      <ul className="mt-3 text-sm">
        {figures.topupsByMethod.map((row) => (
          <li key={row.method}>
            {methodText(row.method)}: {xu(row.amount)} ({row.count})
          </li>
        ))}
      </ul>
    </AdminCard>
  )
}

/** /admin: today and this month, the chart, stock with low-stock warnings, nodes. */
export function Overview({ unit, onUnit }: { unit: ChartUnit; onUnit: (unit: ChartUnit) => void }) {
  const { data } = useQuery(overviewQuery(unit))
  if (!data) return null
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <FigureCard title={m.admin_overview_today()} figures={data.today} testId="overview-today" />
        <FigureCard title={m.admin_overview_month()} figures={data.month} testId="overview-month" />
        <AdminCard title={m.admin_overview_active()}>
          <dl className="grid grid-cols-2 gap-3">
            <SummaryItem label={m.admin_overview_proxies()} testId="overview-proxies">
              {data.activeProxies}
            </SummaryItem>
            <SummaryItem label={m.admin_overview_plans()}>{data.activePlans}</SummaryItem>
          </dl>
          <ul className="mt-3 text-sm" aria-label={m.admin_overview_nodes()}>
            {data.nodes.map((node) => (
              <li key={node._id}>
                <span className={`badge badge-sm ${node.online ? 'badge-success' : 'badge-error'}`}>
                  {node.online ? m.inventory_node_online() : m.inventory_node_offline()}
                </span>{' '}
                {node.name}
                {node.lastSeenAt !== null && <span className="text-base-content/60"> · {formatDateTime(node.lastSeenAt)}</span>}
              </li>
            ))}
          </ul>
        </AdminCard>
      </div>
      <OverviewChart chart={data.chart} onUnit={onUnit} />
      <AdminCard title={m.admin_overview_stock()}>
        <ListTable
          columns={[
            { label: m.admin_col_product() },
            { label: m.admin_col_country() },
            { label: m.admin_col_free(), end: true },
            { label: m.admin_col_sold(), end: true },
          ]}
          testId="overview-stock"
          empty={data.stock.length === 0}
        >
          {data.stock.map((line) => (
            <tr key={`${line.kind}-${line.ipVersion}-${line.ipMode}-${line.countryCode}`} className={line.low ? 'text-error' : undefined}>
              <td>
                {kindText[line.kind]()} {ipVersionText[line.ipVersion]()} {ipModeText[line.ipMode]()}
              </td>
              <td>
                <CountryFlag code={line.countryCode} /> {countryName(line.countryCode)}
              </td>
              <td className="text-right">
                {line.free}{' '}
                {line.low && <span className="badge badge-error badge-sm">{m.admin_stock_low({ threshold: line.threshold })}</span>}
              </td>
              <td className="text-right">{line.sold}</td>
            </tr>
          ))}
        </ListTable>
      </AdminCard>
    </div>
  )
}
