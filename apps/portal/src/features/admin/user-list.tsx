import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { formatDate } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { ADMIN_PAGE_SIZE, type UserListFilter, userListQuery } from './people-queries'
import { roleText, userStatusBadge } from './user-labels'

/** One page of users, 25 at a time, each linking to their page. */
export function UserList({ filter, onPage }: { filter: UserListFilter; onPage: (page: number) => void }) {
  const { data } = useQuery(userListQuery(filter))
  return (
    <>
      <ListTable
        columns={[
          { label: m.admin_col_user() },
          { label: m.admin_col_role() },
          { label: m.admin_col_status() },
          { label: m.admin_col_balance(), end: true },
          { label: m.admin_col_joined() },
        ]}
        testId="user-list"
        empty={data?.total === 0}
      >
        {data?.data.map((user) => (
          <tr key={user._id}>
            <td>
              <Link to="/admin/users/$id" params={{ id: user._id }} className="link link-primary">
                {user.email}
              </Link>
              <div className="text-base-content/60 text-xs">
                {user.username} · {user.name}
              </div>
            </td>
            <td>{roleText(user.role)}</td>
            <td>{userStatusBadge(user)}</td>
            <td className="text-right">{formatXu(user.balance, m.currency_unit())}</td>
            <td>{formatDate(user.createdAt)}</td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={filter.page} total={data.total} limit={ADMIN_PAGE_SIZE} onPage={onPage} />}
    </>
  )
}
