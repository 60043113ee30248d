import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { useState } from 'react'
import { m } from '../../paraglide/messages'
import { useOrderCalls } from './order-calls'

/** An order's auto-renew flag: renewed from the balance before it expires. */
export function AutoRenewToggle({ order }: { order: OrderView }) {
  const { setAutoRenew } = useOrderCalls()
  const [pending, setPending] = useState<boolean | null>(null)
  const on = pending ?? order.autoRenew
  const toggle = async () => {
    setPending(!on)
    await setAutoRenew(order._id, !on)
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
