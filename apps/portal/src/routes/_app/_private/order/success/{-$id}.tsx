import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../../components/ui/page-header'
import { OrderResultPage } from '../../../../../features/orders/order-result-page'
import { latestOrderQuery, orderDetailQuery } from '../../../../../features/orders/queries'
import { unlessMissing } from '../../../../../lib/loader-reads'
import { pageTitle } from '../../../../../lib/page-title'
import { m } from '../../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/order/success/{-$id}')({
  loader: ({ context, params }) =>
    params.id
      ? unlessMissing(context.queryClient.ensureQueryData(orderDetailQuery(params.id)))
      : context.queryClient.ensureQueryData(latestOrderQuery),
  head: () => pageTitle(m.page_order_success_title()),
  component: OrderSuccessPage,
})

function OrderSuccessPage() {
  const { id } = Route.useParams()
  return (
    <>
      <PageHeader title={m.page_order_success_title()} description={m.page_order_success_intro()} />
      <OrderResultPage key={id ?? 'latest'} id={id} />
    </>
  )
}
