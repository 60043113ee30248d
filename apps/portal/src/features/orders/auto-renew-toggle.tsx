import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { useState } from 'react'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { orderCalls, orderChange } from './order-calls'
import { showOrderFailure } from './order-result-store'

/** An order's auto-renew flag: renewed from the balance before it expires. */
export function AutoRenewToggle({ order }: { order: OrderView }) {
  const { run } = useApiMutation(orderChange)
  const [pending, setPending] = useState<boolean | null>(null)
  const on = pending ?? order.autoRenew
  const toggle = async () => {
    setPending(!on)
    const done = await run((keyed) => orderCalls.setAutoRenew(order._id, !on, keyed))
    if (!done.ok) showOrderFailure(done.code)
    setPending(null)
  }
  return (
    <input
      type="checkbox"
      className="toggle toggle-sm toggle-success"
      checked={on}
      disabled={pending !== null || order.status === 'cancelled'}
      onChange={() => void toggle()}
      aria-label={m.orders_auto_renew_for({ code: order.code })}
    />
  )
}
