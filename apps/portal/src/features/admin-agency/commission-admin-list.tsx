import { useQuery } from '@tanstack/react-query'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { formatDate, formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { ADMIN_PAGE_SIZE } from '../admin/people-queries'
import { CommissionBadge, xu } from '../agency/labels'
import { transactionText } from '../topup/labels'
import { type AgencyAdminFilter, adminCommissionsQuery } from './queries'

/** Every agency's commissions, newest first: the spend each comes from, its state, what was paid and taken back (or is still owed). */
export function CommissionAdminList({ filter, onPage }: { filter: AgencyAdminFilter; onPage: (page: number) => void }) {
  const { data } = useQuery(adminCommissionsQuery(filter))
  return (
    <>
      <ListTable
        columns={[
          { label: m.audit_col_when() },
          { label: m.admin_agency_col_agency() },
          { label: m.agency_col_customer() },
          { label: m.agency_col_spend() },
          { label: m.agency_col_commission(), end: true },
          { label: m.admin_col_status() },
          { label: m.agency_col_paid_on() },
          { label: m.admin_agency_col_clawback(), end: true },
        ]}
        testId="admin-commissions"
        empty={data?.total === 0}
      >
        {data?.data.map((commission) => {
          // A refund after the credit leaves less due than was paid; what the cron has not yet taken back is owed.
          const owed = Math.max(0, commission.paid - (commission.amount - commission.reversed) - commission.clawedBack)
          return (
            <tr key={commission._id}>
              <td className="whitespace-nowrap">{formatDateTime(commission.createdAt)}</td>
              <td className="font-mono">{commission.agency}</td>
              <td>{commission.customerEmail}</td>
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
              <td className="text-right whitespace-nowrap">
                {xu(commission.clawedBack)}
                {owed > 0 && <div className="text-error text-xs">{m.admin_agency_owed({ amount: xu(owed) })}</div>}
              </td>
            </tr>
          )
        })}
      </ListTable>
      {data && <Pagination page={filter.commissionPage} total={data.total} limit={ADMIN_PAGE_SIZE} onPage={onPage} />}
    </>
  )
}
