import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { CountryFlag } from '../../components/ui/country-flag'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { formatDate } from '../../lib/dates'
import { countryName, productShortText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { AdminCard } from '../admin-catalogue/admin-card'
import { OrderList } from './order-list'
import { ADMIN_PAGE_SIZE, userProxiesQuery } from './people-queries'
import { TopupList } from './topup-list'

const tabs = { orders: m.admin_user_orders, topups: m.admin_topups_title, proxies: m.admin_user_proxies } as const
type Tab = keyof typeof tabs

/** A user's orders, top-ups and bought proxies on their page: one list at a time, each paged (25 a page). */
export function UserLists({ userId }: { userId: string }) {
  const [tab, setTab] = useState<Tab>('orders')
  const [page, setPage] = useState(1)
  const lists: Record<Tab, ReactNode> = {
    orders: <OrderList filter={{ page, user: userId }} onPage={setPage} />,
    topups: <TopupList filter={{ page, user: userId }} onPage={setPage} />,
    proxies: <UserProxies userId={userId} page={page} onPage={setPage} />,
  }
  return (
    <AdminCard title={m.admin_user_lists()}>
      <div role="tablist" className="tabs tabs-border mb-3">
        {(Object.keys(tabs) as Tab[]).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`tab ${tab === key ? 'tab-active' : ''}`}
            onClick={() => {
              setTab(key)
              setPage(1)
            }}
          >
            {tabs[key]()}
          </button>
        ))}
      </div>
      {lists[tab]}
    </AdminCard>
  )
}

/** The proxies the user holds: where to connect, what, until when, from which order (no password: see the API). */
function UserProxies({ userId, page, onPage }: { userId: string; page: number; onPage: (page: number) => void }) {
  const { data } = useQuery(userProxiesQuery(userId, page))
  return (
    <>
      <ListTable
        columns={[
          { label: m.admin_col_proxy() },
          { label: m.admin_col_product() },
          { label: m.admin_col_status() },
          { label: m.admin_col_expires() },
          { label: m.admin_col_order() },
        ]}
        testId="user-proxies"
        empty={data?.total === 0}
      >
        {data?.data.map((proxy) => (
          <tr key={proxy._id}>
            <td className="font-mono text-xs">{`${proxy.host}:${proxy.httpPort ?? proxy.socksPort ?? ''} · ${proxy.username}`}</td>
            <td>
              {productShortText(proxy)} · <CountryFlag code={proxy.countryCode} /> {countryName(proxy.countryCode)}
            </td>
            <td>{proxy.status === 'using' ? m.order_status_using() : m.order_status_expired()}</td>
            <td>{formatDate(proxy.expiresAt)}</td>
            <td className="font-mono">{proxy.orderCode}</td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={page} total={data.total} limit={ADMIN_PAGE_SIZE} onPage={onPage} />}
    </>
  )
}
