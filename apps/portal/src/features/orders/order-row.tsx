import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { CountryFlag } from '../../components/ui/country-flag'
import { Money } from '../../components/ui/money'
import { formatDate, formatTime } from '../../lib/dates'
import { countryName, periodText, productText, tierText } from '../../lib/labels'
import { boughtPackageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { AutoRenewToggle } from './auto-renew-toggle'
import { SplitFromLink } from './log-note'
import { RenewOrderDialog } from './renew-order-dialog'
import { isRenewable } from './renewable'
import { OrderStatusBadge } from './status-badge'

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
  const [renewing, setRenewing] = useState(false)
  const renewable = isRenewable(order)
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
      <td className="font-mono whitespace-nowrap">
        {order.code}
        <SplitFromLink order={order} />
      </td>
      <td className="whitespace-nowrap">
        {productText(order)}
        {order.packageName && <span className="text-base-content/60 block text-xs">{boughtPackageName(order)}</span>}
      </td>
      <td className="whitespace-nowrap">
        <CountryFlag code={order.countryCode} /> {countryName(order.countryCode)}
      </td>
      <td className="text-right">{order.amount}</td>
      <td className="whitespace-nowrap">{tierText(order.bandwidthTier)}</td>
      {/* Dates over their times: on one line the two columns pushed the list past a 1280 px screen. */}
      <td className="whitespace-nowrap">
        {formatDate(order.createdAt)}
        <span className="text-base-content/60 block text-xs">{formatTime(order.createdAt)}</span>
      </td>
      <td className="whitespace-nowrap">
        {formatDate(order.expiresAt)}
        <span className="text-base-content/60 block text-xs">
          {formatTime(order.expiresAt)} · {periodText(order.periodUnit, order.periodCount)}
        </span>
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
        {/* Stacked where the table is tight, so the row keeps every column at 1280 px. */}
        <div className="flex flex-wrap gap-1">
          {renewable && (
            <button type="button" className="btn btn-primary btn-xs" onClick={() => setRenewing(true)}>
              {m.orders_renew()}
            </button>
          )}
          {renewing && <RenewOrderDialog order={order} onClose={() => setRenewing(false)} />}
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
