import { createFileRoute, redirect } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { tiersQuery } from '../../../../features/buy/catalogue-queries'
import { OrderList } from '../../../../features/orders/order-list'
import { OrderSearch } from '../../../../features/orders/order-search'
import { ordersQuery } from '../../../../features/orders/queries'
import { pageTitle } from '../../../../lib/page-title'
import { lastPage, searchDefaults } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/order/')({
  validateSearch: OrderSearch,
  search: searchDefaults(OrderSearch),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The tiers too: the bandwidth upgrade offers the ones above each order's.
    const [{ total }] = await Promise.all([
      context.queryClient.ensureQueryData(ordersQuery(deps)),
      context.queryClient.ensureQueryData(tiersQuery),
    ])
    // A page past the end (an old link, a number typed in) shows the last page there is.
    if (deps.page > lastPage(total)) throw redirect({ to: '/order', search: { ...deps, page: lastPage(total) } })
  },
  head: () => pageTitle(m.page_order_title()),
  component: OrderPage,
})

function OrderPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageHeader title={m.page_order_title()} description={m.page_order_intro()} />
      <OrderList filter={filter} onFilter={(next) => void navigate({ search: next, resetScroll: false })} />
    </>
  )
}
