import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { methodText, StatusBadge } from '../topup/labels'
import { storedText } from '../topup/stored-text'
import { ADMIN_PAGE_SIZE, adminTopupsQuery, type TopupListFilter } from './people-queries'

const xu = (amount: number) => formatXu(amount, m.currency_unit())

/** Every top-up of every method, newest first: whose, how, how much with its promotion, the provider's reference. */
export function TopupList({ filter, onPage }: { filter: TopupListFilter; onPage: (page: number) => void }) {
  const { data } = useQuery(adminTopupsQuery(filter))
  return (
    <>
      <ListTable
        columns={[
          { label: m.audit_col_when() },
          { label: m.admin_col_user() },
          { label: m.admin_col_method() },
          { label: m.admin_col_status() },
          { label: m.admin_col_amount(), end: true },
          { label: m.admin_col_bonus(), end: true },
          { label: m.admin_col_reference() },
        ]}
        testId="topup-list"
        empty={data?.total === 0}
      >
        {data?.data.map((topup) => (
          <tr key={topup._id}>
            <td className="whitespace-nowrap">{formatDateTime(topup.createdAt)}</td>
            <td>{topup.email}</td>
            <td>{methodText(topup.method)}</td>
            <td>
              <StatusBadge status={topup.status} />
            </td>
            <td className="text-right">{xu(topup.amount)}</td>
            <td className="text-right">{xu(topup.bonus)}</td>
            <td className="max-w-48 font-mono text-xs break-all">{topup.providerRef ?? storedText(topup.content)}</td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={filter.page} total={data.total} limit={ADMIN_PAGE_SIZE} onPage={onPage} />}
    </>
  )
}
