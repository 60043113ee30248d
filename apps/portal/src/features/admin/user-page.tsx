import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListTable } from '../../components/ui/list-table'
import { SummaryItem } from '../../components/ui/summary-item'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { AdminCard } from '../admin-catalogue/admin-card'
import { transactionText } from '../topup/labels'
import { transactionContent } from '../topup/stored-text'
import { userDetailQuery, userLedgerQuery } from './people-queries'
import { UserActions } from './user-actions'
import { UserHoldings } from './user-holdings'
import { roleText, userStatusBadge } from './user-labels'
import { UserLists } from './user-lists'
import { UserMoney } from './user-money'
import { UserProfileForm } from './user-profile-form'

const xu = (amount: number) => formatXu(amount, m.currency_unit())

/** A user's page for admins: who they are, what they hold, their orders, top-ups, proxies and latest ledger rows, and the actions. */
export function UserPage({ id }: { id: string }) {
  const { data } = useQuery(userDetailQuery(id))
  const { data: ledger } = useQuery(userLedgerQuery(id))
  if (!data) return null
  const { user } = data
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <AdminCard title={m.admin_user_profile()}>
        <dl className="grid grid-cols-2 gap-3" data-testid="user-profile">
          <SummaryItem label={m.admin_col_user()} testId="user-email">
            {user.email}
            {user.pendingEmail && (
              <span className="block text-sm font-normal">{m.admin_user_pending_email({ email: user.pendingEmail })}</span>
            )}
          </SummaryItem>
          <SummaryItem label={m.admin_user_name()} testId="user-name">{`${user.name} (${user.username})`}</SummaryItem>
          <SummaryItem label={m.admin_col_role()}>{roleText(user.role)}</SummaryItem>
          <SummaryItem label={m.admin_col_status()} testId="user-status">
            {userStatusBadge(user)}
          </SummaryItem>
          <SummaryItem label={m.admin_col_balance()} testId="user-balance">
            {xu(user.balance)}
          </SummaryItem>
          <SummaryItem label={m.admin_user_transfer_code()}>{data.billCode ?? '—'}</SummaryItem>
          <SummaryItem label={m.admin_user_orders()}>
            <Link to="/admin/orders" search={{ user: user.email }} className="link link-primary">
              {m.admin_user_orders_count({ using: data.orders.using, total: data.orders.total })}
            </Link>
          </SummaryItem>
          <SummaryItem label={m.admin_overview_proxies()}>{data.proxiesHeld}</SummaryItem>
          <SummaryItem label={m.admin_user_sessions()} testId="user-sessions">
            {data.sessions.length}
          </SummaryItem>
          <SummaryItem label={m.admin_user_two_factor()}>{user.twoFactorEnabled ? m.admin_yes() : m.admin_no()}</SummaryItem>
        </dl>
        <UserActions detail={data} />
        <UserProfileForm key={`${user.name} ${user.email}`} user={user} />
      </AdminCard>
      <AdminCard title={m.admin_balance_title()}>
        <UserMoney user={user} />
      </AdminCard>
      <div className="xl:col-span-2">
        <AdminCard title={m.admin_user_holdings()}>
          <UserHoldings detail={data} />
        </AdminCard>
      </div>
      <div className="xl:col-span-2">
        <UserLists userId={user._id} />
      </div>
      <div className="xl:col-span-2">
        <AdminCard title={m.admin_user_ledger()}>
          <ListTable
            columns={[
              { label: m.audit_col_when() },
              { label: m.admin_col_type() },
              { label: m.admin_col_amount(), end: true },
              { label: m.audit_col_note() },
            ]}
            testId="user-ledger"
            empty={ledger?.total === 0}
          >
            {ledger?.data.map((row) => (
              <tr key={row._id}>
                <td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                <td>{transactionText(row.type)}</td>
                <td className="text-right">{xu(row.amount)}</td>
                <td>{transactionContent(row)}</td>
              </tr>
            ))}
          </ListTable>
        </AdminCard>
      </div>
    </div>
  )
}
