import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { countriesQuery, packagesQuery } from '../../../../features/buy/catalogue-queries'
import { BuyShortcuts } from '../../../../features/dashboard/buy-shortcuts'
import { dashboardQuery } from '../../../../features/dashboard/dashboard-query'
import { ExpiringOrders } from '../../../../features/dashboard/expiring-orders'
import { FacebookTile } from '../../../../features/dashboard/facebook-tile'
import { MoneyFigures } from '../../../../features/dashboard/money-figures'
import { NotificationHistory } from '../../../../features/dashboard/notification-history'
import { RecentOrders, RecentTopups } from '../../../../features/dashboard/recent-activity'
import { StockNotices } from '../../../../features/dashboard/stock-notices'
import { summaryQuery } from '../../../../features/dashboard/summary-query'
import { SummaryStats } from '../../../../features/dashboard/summary-stats'
import { SuperProxyPromo } from '../../../../features/dashboard/super-proxy-promo'
import { UsageCharts } from '../../../../features/dashboard/usage-charts'
import { myTrialQuery } from '../../../../features/trial/queries'
import { TrialCard } from '../../../../features/trial/trial-card'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/dashboard/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(summaryQuery),
      context.queryClient.ensureQueryData(dashboardQuery),
      context.queryClient.ensureQueryData(packagesQuery({ countryCode: 'VN' })),
      // Every card renders on the server: nothing grows after the page shows, so no click lands on a moved button.
      context.queryClient.ensureQueryData(myTrialQuery),
    ]),
  head: () => pageTitle(m.page_dashboard_title()),
  component: DashboardPage,
})

function DashboardPage() {
  return (
    <>
      <PageHeader title={m.page_dashboard_title()} description={m.page_dashboard_intro()} />
      <div className="space-y-6">
        <StockNotices />
        <MoneyFigures />
        <SummaryStats />
        <div className="grid gap-6 lg:grid-cols-2">
          <ExpiringOrders />
          <NotificationHistory />
        </div>
        <UsageCharts />
        <div className="grid gap-6 lg:grid-cols-2">
          <RecentOrders />
          <RecentTopups />
        </div>
        <SuperProxyPromo />
        <TrialCard />
        <BuyShortcuts />
        <FacebookTile />
      </div>
    </>
  )
}
