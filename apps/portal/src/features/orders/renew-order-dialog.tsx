import { formatXu } from '@proxy-portal/worker/contract/money'
import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { useQuery } from '@tanstack/react-query'
import { QuoteDialog } from '../../components/ui/quote-dialog'
import { useApiMutation } from '../../lib/api-mutation'
import { periodText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { orderCalls, paidOrderChange } from './order-calls'
import { showOrderFailure, showOrderResult } from './order-result-store'
import { renewQuoteQuery } from './queries'

/**
 * Renewing one order (/order's row and the dashboard's expiring list): the server's quote first, its
 * price, the balance and what it lacks with a way to top up, and the confirm only once the balance
 * pays (issue 15). The outcome, a failure's cause included, shows in the order result dialog.
 */
export function RenewOrderDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { run, busy } = useApiMutation(paidOrderChange)
  // client-only: asked when the customer opens this dialog, with the balance of then.
  const quoted = useQuery(renewQuoteQuery(order._id))
  const renew = async () => {
    const done = await run((keyed) => orderCalls.renew(order._id, keyed), ['renew', order._id])
    if (done.ok) showOrderResult({ isSuccess: true, text: m.event_RENEW_SUCCESS(), planId: order._id })
    else showOrderFailure(done.code)
    onClose()
  }
  return (
    <QuoteDialog
      name="renew-order"
      title={m.orders_renew_title()}
      quote={quoted.data}
      error={quoted.error}
      text={(quote) =>
        m.orders_renew_text({
          code: order.code,
          period: periodText(order.periodUnit, order.periodCount),
          price: formatXu(quote.totalPrice, m.currency_unit()),
        })
      }
      heading={m.quote_cannot_renew()}
      confirmLabel={m.orders_renew()}
      busy={busy}
      onConfirm={() => void renew()}
      onClose={onClose}
    />
  )
}
