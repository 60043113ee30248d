import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { Overview } from '../../../../features/admin/overview'
import { OverviewSearch } from '../../../../features/admin/overview-search'
import { overviewQuery, reconciliationQuery } from '../../../../features/admin/queries'
import { Reconciliation } from '../../../../features/admin/reconciliation'
import { AdminCard } from '../../../../features/admin-catalogue/admin-card'
import { pageTitle } from '../../../../lib/page-title'
import { searchDefaults } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/')({
  validateSearch: OverviewSearch,
  search: searchDefaults(OverviewSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([context.queryClient.ensureQueryData(overviewQuery(deps.unit)), context.queryClient.ensureQueryData(reconciliationQuery)]),
  head: () => pageTitle(m.page_admin_title()),
  component: AdminPage,
})

function AdminPage() {
  const { unit } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageHeader title={m.page_admin_title()} description={m.page_admin_intro()} />
      <div className="space-y-6">
        <Overview unit={unit} onUnit={(next) => void navigate({ search: { unit: next }, resetScroll: false })} />
        <AdminCard title={m.admin_reconcile_title()} intro={m.admin_reconcile_intro()}>
          <Reconciliation />
        </AdminCard>
      </div>
    </>
  )
}
