import { useQuery } from '@tanstack/react-query'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { m } from '../../paraglide/messages'
import { ADMIN_PAGE_SIZE } from '../admin/people-queries'
import { AgencyRow } from './agency-row'
import { type AgencyAdminFilter, adminAgenciesQuery } from './queries'

/** Agencies newest first, with their owner, state, rates (0-50% each) and what they earned. */
export function AgencyList({ filter, onPage }: { filter: AgencyAdminFilter; onPage: (page: number) => void }) {
  const { data } = useQuery(adminAgenciesQuery(filter))
  return (
    <>
      <ListTable
        columns={[
          { label: m.agency_your_code() },
          { label: m.admin_col_user() },
          { label: m.admin_agency_applied_on() },
          { label: m.admin_col_status() },
          { label: m.admin_agency_commission() },
          { label: m.admin_agency_discount() },
          { label: m.agency_customers(), end: true },
          { label: m.agency_pending(), end: true },
          { label: m.agency_paid(), end: true },
          { label: m.catalogue_col_action() },
        ]}
        testId="admin-agencies"
        empty={data?.total === 0}
      >
        {data?.data.map((agency) => (
          // Keyed by the saved values too: after a change the row starts again from what the API answered.
          <AgencyRow key={`${agency._id}:${agency.active}:${agency.commissionPercent}:${agency.discountPercent}`} agency={agency} />
        ))}
      </ListTable>
      {data && <Pagination page={filter.page} total={data.total} limit={ADMIN_PAGE_SIZE} onPage={onPage} />}
    </>
  )
}
