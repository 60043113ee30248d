import { AUDIT_PAGE_SIZE } from '@proxy-portal/worker/contract/audit'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { AuditFilters } from '../../../../features/admin-audit/audit-filters'
import { auditExportUrl, auditQuery } from '../../../../features/admin-audit/audit-query'
import { AuditSearch } from '../../../../features/admin-audit/audit-search'
import { AuditTable } from '../../../../features/admin-audit/audit-table'
import { pageTitle } from '../../../../lib/page-title'
import { lastPage, searchDefaults } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/audit')({
  // The filters live in the address: a reload or a shared link shows the same page of the log.
  validateSearch: AuditSearch,
  search: searchDefaults(AuditSearch),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { total } = await context.queryClient.ensureQueryData(auditQuery(deps))
    // A page past the end (an old link, a number typed in) shows the last page there is.
    const last = lastPage(total, AUDIT_PAGE_SIZE)
    if (deps.page > last) throw redirect({ to: '/admin/audit', search: { ...deps, page: last } })
  },
  head: () => pageTitle(m.audit_page_title()),
  component: AuditPage,
})

function AuditPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageHeader title={m.audit_page_title()} description={m.audit_page_intro()} />
      <div className="space-y-4">
        <AuditFilters filter={filter} onFilter={(next) => void navigate({ search: next })} />
        <a className="btn btn-sm" href={auditExportUrl(filter)} download>
          {m.admin_export_csv()}
        </a>
        <AuditTable filter={filter} onPage={(page) => void navigate({ search: { ...filter, page }, resetScroll: false })} />
      </div>
    </>
  )
}
