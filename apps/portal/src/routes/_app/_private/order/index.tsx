import { orderStatuses } from '@proxy-portal/worker/contract/orders'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHeader } from '../../../../components/ui/page-header'
import { OrderList } from '../../../../features/orders/order-list'
import { ordersQuery } from '../../../../features/orders/queries'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/order/')({
  // The filter lives in the address, so a reload or a shared link shows the same page of orders.
  validateSearch: v.object({
    page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1),
    status: v.optional(v.picklist(orderStatuses)),
    search: v.optional(v.string()),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ordersQuery(deps)).catch(() => undefined),
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
