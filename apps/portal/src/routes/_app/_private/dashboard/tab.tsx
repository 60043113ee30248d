import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { PageHeader } from '../../../../components/ui/page-header'
import { BuyTabs } from '../../../../features/buy/buy-tabs'
import { countriesQuery, packagesQuery, pricesQuery, tiersQuery } from '../../../../features/buy/catalogue-queries'
import { prefetchStartQuote } from '../../../../features/buy/prefetch-start-quote'
import { pageTitle } from '../../../../lib/page-title'
import { choiceParam, searchOf } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/dashboard/tab')({
  validateSearch: searchOf({ tab: choiceParam(['type', 'package']) }),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(pricesQuery),
      context.queryClient.ensureQueryData(tiersQuery),
      context.queryClient.ensureQueryData(packagesQuery()),
      deps.tab !== 'package' && prefetchStartQuote(context.queryClient),
    ]),
  head: () => pageTitle(m.page_dashboard_tab_title()),
  component: DashboardBuyPage,
})

/** The dashboard's buy view: by type or by package; back returns to the dashboard (where the trial list will be). */
function DashboardBuyPage() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageHeader
        title={m.page_dashboard_tab_title()}
        description={m.page_dashboard_tab_intro()}
        actions={
          <Link to="/dashboard" className="btn btn-ghost">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {m.dashboard_back()}
          </Link>
        }
      />
      <BuyTabs mode={tab ?? 'type'} onMode={(next) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })} />
    </>
  )
}
