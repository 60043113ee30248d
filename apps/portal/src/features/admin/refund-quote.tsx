import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { m } from '../../paraglide/messages'
import { refundQuoteQuery } from './people-queries'

const xu = (amount: number) => formatXu(amount, m.currency_unit())

/**
 * What cancelling the order may give back, before the admin confirms: what its payments came to (the
 * most a refund may be) and the unused part of its period; a click puts none, that part or all of it in
 * the refund field.
 */
export function RefundQuote({ orderId, onPick }: { orderId: string; onPick: (amount: number) => void }) {
  // client-only: the cancel form opens on a click; the quote follows it.
  const { data } = useQuery(refundQuoteQuery(orderId))
  if (!data) return <span className="loading loading-spinner loading-xs" />
  const choices = [
    { label: m.admin_refund_none(), amount: 0 },
    { label: m.admin_refund_unused({ amount: xu(data.unused) }), amount: data.unused },
    { label: m.admin_refund_all({ amount: xu(data.paid) }), amount: data.paid },
  ]
  return (
    <div className="space-y-1 text-xs" data-testid="refund-quote">
      <p>{m.admin_refund_quote({ paid: xu(data.paid), unused: xu(data.unused) })}</p>
      <div className="flex flex-wrap gap-1">
        {choices.map((choice) => (
          <button key={choice.label} type="button" className="btn btn-xs btn-outline" onClick={() => onPick(choice.amount)}>
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  )
}
