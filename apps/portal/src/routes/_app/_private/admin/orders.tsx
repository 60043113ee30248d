import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { OrderFilters } from '../../../../features/admin/order-filters'
import { OrderList } from '../../../../features/admin/order-list'
import { adminOrdersQuery } from '../../../../features/admin/people-queries'
import { OrderListSearch } from '../../../../features/admin/people-search'
import { countriesQuery } from '../../../../features/buy/catalogue-queries'
import { pageTitle } from '../../../../lib/page-title'
import { searchDefaults } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/orders')({
  validateSearch: OrderListSearch,
  search: searchDefaults(OrderListSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([context.queryClient.ensureQueryData(adminOrdersQuery(deps)), context.queryClient.ensureQueryData(countriesQuery)]),
  head: () => pageTitle(m.admin_orders_title()),
  component: OrdersPage,
})

function OrdersPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageHeader title={m.admin_orders_title()} description={m.admin_orders_intro()} />
      <OrderFilters filter={filter} onFilter={(search) => void navigate({ search })} />
      <OrderList filter={filter} onPage={(page) => void navigate({ search: { ...filter, page }, resetScroll: false })} />
    </>
  )
}
