import { formatXu } from '@proxy-portal/worker/contract/money'
import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { Link } from '@tanstack/react-router'
import { confirm } from '../../components/ui/confirm-dialog'
import { Money } from '../../components/ui/money'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDateTime } from '../../lib/dates'
import { countryName, periodText, productText, tierText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { AutoRenewToggle } from './auto-renew-toggle'
import { OrderStatusBadge } from './labels'
import { orderCalls, paidOrderChange } from './order-calls'
import { showOrderFailure, showOrderResult } from './order-result-store'
import { isRenewable } from './renewable'

/** One order in the list, with its selection box (expired ones), auto-renew and actions. */
export function OrderRow({
  order,
  selected,
  onSelect,
  onUpgrade,
}: {
  order: OrderView
  selected: boolean
  onSelect: (selected: boolean) => void
  onUpgrade: (order: OrderView) => void
}) {
  const { run } = useApiMutation(paidOrderChange)
  const renewable = isRenewable(order)
  const askRenew = async () => {
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
  return (
    <tr data-testid="order-row">
      <td>
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={selected}
          disabled={!renewable}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={m.orders_select({ code: order.code })}
        />
      </td>
      <td className="font-mono whitespace-nowrap">{order.code}</td>
      <td className="whitespace-nowrap">
        {productText(order)}
        {order.packageName && <span className="text-base-content/60 block text-xs">{order.packageName}</span>}
      </td>
      <td className="whitespace-nowrap">{countryName(order.countryCode)}</td>
      <td className="text-right">{order.amount}</td>
      <td className="whitespace-nowrap">{tierText(order.bandwidthTier)}</td>
      <td className="whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
      <td className="whitespace-nowrap">
        {formatDateTime(order.expiresAt)}
        <span className="text-base-content/60 block text-xs">{periodText(order.periodUnit, order.periodCount)}</span>
      </td>
      <td>
        <OrderStatusBadge status={order.status} />
      </td>
      <td className="text-right">
        <Money xu={order.totalPrice} showUsd={false} />
      </td>
      <td>
        <AutoRenewToggle order={order} />
      </td>
      <td>
        <div className="flex flex-nowrap gap-1">
          {renewable && (
            <button type="button" className="btn btn-primary btn-xs" onClick={() => void askRenew()}>
              {m.orders_renew()}
            </button>
          )}
          {order.status === 'using' && order.bandwidthTier !== 'unlimited' && (
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => onUpgrade(order)}>
              {m.orders_upgrade_bandwidth()}
            </button>
          )}
          <Link to="/order/success/{-$id}" params={{ id: order._id }} className="btn btn-ghost btn-xs">
            {m.orders_details()}
          </Link>
        </div>
      </td>
    </tr>
  )
}
