import { commissionStatuses } from '@proxy-portal/worker/contract/choices'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { Form } from '../../../../components/ui/form'
import { PageHeader } from '../../../../components/ui/page-header'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import { AgencyList } from '../../../../features/admin-agency/agency-list'
import { CommissionAdminList } from '../../../../features/admin-agency/commission-admin-list'
import { adminAgenciesQuery, adminCommissionsQuery } from '../../../../features/admin-agency/queries'
import { AgencyAdminSearch } from '../../../../features/admin-agency/search'
import { AdminCard } from '../../../../features/admin-catalogue/admin-card'
import { commissionStatusText } from '../../../../features/agency/labels'
import { pageTitle } from '../../../../lib/page-title'
import { searchDefaults } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/agencies')({
  validateSearch: AgencyAdminSearch,
  search: searchDefaults(AgencyAdminSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminAgenciesQuery(deps)),
      context.queryClient.ensureQueryData(adminCommissionsQuery(deps)),
    ]),
  head: () => pageTitle(m.admin_agencies_title()),
  component: AgenciesPage,
})

/** /admin/agencies: agencies (activate, deactivate, rates) and every commission with its state. */
function AgenciesPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  const [search, setSearch] = useState(filter.search ?? '')
  const go = (next: Partial<typeof filter>) => void navigate({ search: { ...filter, page: 1, ...next }, resetScroll: false })
  return (
    <>
      <PageHeader title={m.admin_agencies_title()} description={m.admin_agencies_intro()} />
      <div className="space-y-6">
        <AdminCard title={m.admin_agencies_list()}>
          <Form onSubmit={() => go({ search: search.trim() || undefined })} className="flex flex-wrap items-end gap-3">
            <TextField label={m.admin_agencies_search()} value={search} onChange={setSearch} maxLength={100} />
            <SelectField
              label={m.admin_col_status()}
              value={filter.active ?? ''}
              onChange={(value) => go({ active: (value || undefined) as typeof filter.active })}
            >
              <option value="">{m.admin_filter_all()}</option>
              <option value="true">{m.admin_agency_active()}</option>
              <option value="false">{m.admin_agency_inactive()}</option>
            </SelectField>
            <button type="submit" className="btn btn-primary">
              {m.admin_filter_apply()}
            </button>
          </Form>
          <AgencyList filter={filter} onPage={(page) => go({ page })} />
        </AdminCard>
        <AdminCard title={m.agency_commissions_title()} intro={m.admin_commissions_intro()}>
          <div className="w-fit">
            <SelectField
              label={m.admin_col_status()}
              value={filter.status ?? ''}
              onChange={(value) => go({ page: filter.page, commissionPage: 1, status: (value || undefined) as typeof filter.status })}
            >
              <option value="">{m.admin_filter_all()}</option>
              {commissionStatuses.map((status) => (
                <option key={status} value={status}>
                  {commissionStatusText(status)}
                </option>
              ))}
            </SelectField>
          </div>
          <CommissionAdminList filter={filter} onPage={(commissionPage) => go({ page: filter.page, commissionPage })} />
        </AdminCard>
      </div>
    </>
  )
}
