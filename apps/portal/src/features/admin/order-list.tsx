import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { CountryFlag } from '../../components/ui/country-flag'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { formatDate } from '../../lib/dates'
import { countryName, orderStatusText, productShortText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { OrderActions } from './order-actions'
import { ADMIN_PAGE_SIZE, adminOrdersQuery, type OrderListFilter } from './people-queries'

/** Every user's orders, newest first, each with its admin actions. */
export function OrderList({ filter, onPage }: { filter: OrderListFilter; onPage: (page: number) => void }) {
  const { data } = useQuery(adminOrdersQuery(filter))
  return (
    <>
      <ListTable
        columns={[
          { label: m.admin_col_order() },
          { label: m.admin_col_product() },
          { label: m.admin_col_status() },
          { label: m.admin_col_expires() },
          { label: m.admin_col_amount(), end: true },
          { label: m.admin_col_actions() },
        ]}
        testId="order-list"
        empty={data?.total === 0}
      >
        {data?.data.map((order) => (
          <tr key={order._id} className="align-top" data-order={order.code}>
            <td className="font-mono">{order.code}</td>
            <td>
              {productShortText(order)} · <CountryFlag code={order.countryCode} /> {countryName(order.countryCode)} × {order.amount}
            </td>
            <td>{orderStatusText[order.status]()}</td>
            <td data-testid="order-expires">{formatDate(order.expiresAt)}</td>
            <td className="text-right">{formatXu(order.totalPrice, m.currency_unit())}</td>
            <td>
              <OrderActions order={order} />
            </td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={filter.page} total={data.total} limit={ADMIN_PAGE_SIZE} onPage={onPage} />}
    </>
  )
}
