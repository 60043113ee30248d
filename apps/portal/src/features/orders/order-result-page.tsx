import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Spinner } from '../../components/ui/spinner'
import { m } from '../../paraglide/messages'
import { OrderHistory } from './order-history'
import { OrderProxies } from './order-proxies'
import { OrderSummary } from './order-summary'
import { latestOrderQuery, orderDetailQuery } from './queries'

function OrderDetail({ id }: { id: string }) {
  const { data, isPending, isError } = useQuery(orderDetailQuery(id))
  if (isPending) return <Spinner />
  if (isError || !data) return <p className="text-base-content/60">{m.orders_not_found()}</p>
  return (
    <div className="space-y-6">
      <OrderSummary order={data.order} />
      <OrderProxies proxies={data.proxies} />
      <OrderHistory logs={data.logs} />
    </div>
  )
}

/** /order/success/{id?}: the order's summary, its proxies and history; without an id, the newest order. */
export function OrderResultPage({ id }: { id?: string }) {
  const latest = useQuery({ ...latestOrderQuery, enabled: !id })
  const orderId = id ?? latest.data?._id
  return (
    <>
      {orderId ? (
        <OrderDetail id={orderId} />
      ) : latest.isPending ? (
        <Spinner />
      ) : (
        <div className="space-y-3">
          <p className="text-base-content/60">{m.orders_none_yet()}</p>
          <Link to="/private-proxy" className="btn btn-primary">
            {m.orders_buy_now()}
          </Link>
        </div>
      )}
      <div className="mt-6">
        <Link to="/order" className="btn btn-ghost">
          {m.orders_back_to_list()}
        </Link>
      </div>
    </>
  )
}
