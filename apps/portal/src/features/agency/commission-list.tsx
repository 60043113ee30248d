import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { formatDate, formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { transactionText } from '../topup/labels'
import { CommissionBadge, xu } from './labels'
import { AGENCY_PAGE_SIZE, commissionsQuery } from './queries'

/** The agency's commissions, newest first: whose spend, its rate and amount, its state and when it is (or was) paid. */
export function CommissionList() {
  const [page, setPage] = useState(1)
  const { data } = useQuery(commissionsQuery(page))
  return (
    <>
      <ListTable
        columns={[
          { label: m.audit_col_when() },
          { label: m.agency_col_customer() },
          { label: m.agency_col_spend() },
          { label: m.agency_col_commission(), end: true },
          { label: m.admin_col_status() },
          { label: m.agency_col_paid_on() },
        ]}
        testId="agency-commissions"
        empty={data?.total === 0}
      >
        {data?.data.map((commission) => (
          <tr key={commission._id}>
            <td className="whitespace-nowrap">{formatDateTime(commission.createdAt)}</td>
            <td>{commission.customer}</td>
            <td>
              {transactionText(commission.spendType)} · {xu(commission.spendAmount)}
            </td>
            <td className="text-right whitespace-nowrap">
              {xu(commission.amount - commission.reversed)} ({commission.percent}%)
            </td>
            <td>
              <CommissionBadge status={commission.status} />
            </td>
            <td className="whitespace-nowrap">
              {commission.status === 'cancelled' ? '' : formatDate(commission.creditedAt ?? commission.availableAt)}
            </td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={page} total={data.total} limit={AGENCY_PAGE_SIZE} onPage={setPage} />}
    </>
  )
}
