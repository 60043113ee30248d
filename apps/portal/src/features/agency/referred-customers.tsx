import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { formatDate } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { xu } from './labels'
import { AGENCY_PAGE_SIZE, referredCustomersQuery } from './queries'

/** The customers the agency referred: masked e-mail (the API masks it), sign-up date, what they spent. */
export function ReferredCustomers() {
  const [page, setPage] = useState(1)
  const { data } = useQuery(referredCustomersQuery(page))
  return (
    <>
      <ListTable
        columns={[{ label: m.agency_col_customer() }, { label: m.agency_col_signed_up() }, { label: m.agency_col_spend(), end: true }]}
        testId="agency-customers"
        empty={data?.total === 0}
      >
        {data?.data.map((customer) => (
          <tr key={`${customer.email}-${customer.createdAt}`}>
            <td>{customer.email}</td>
            <td>{formatDate(customer.createdAt)}</td>
            <td className="text-right">{xu(customer.spend)}</td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={page} total={data.total} limit={AGENCY_PAGE_SIZE} onPage={setPage} />}
    </>
  )
}
