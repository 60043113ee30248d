import { formatXu } from '@proxy-portal/worker/contract/money'
import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { confirm } from '../../components/ui/confirm-dialog'
import { useApiMutation } from '../../lib/api-mutation'
import { periodText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { orderCalls, paidOrderChange } from './order-calls'
import { showOrderFailure, showOrderResult } from './order-result-store'

/** Renewing one order after the customer confirms its price: /order's row and the dashboard's list share it. */
export function useRenewOrder() {
  const { run } = useApiMutation(paidOrderChange)
  return async (order: OrderView) => {
    const confirmed = await confirm({
      title: m.orders_renew_title(),
      text: m.orders_renew_text({
        code: order.code,
        period: periodText(order.periodUnit, order.periodCount),
        price: formatXu(order.renewPrice, m.currency_unit()),
      }),
      confirmLabel: m.orders_renew(),
      cancelLabel: m.action_cancel(),
    })
    if (!confirmed) return
    const done = await run((keyed) => orderCalls.renew(order._id, keyed), ['renew', order._id])
    if (done.ok) showOrderResult({ isSuccess: true, text: m.event_RENEW_SUCCESS(), planId: order._id })
    else showOrderFailure(done.code)
  }
}
