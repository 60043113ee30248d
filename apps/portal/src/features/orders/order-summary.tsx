import type { OrderView } from '@proxy-portal/worker/contract/orders'
import type { ReactNode } from 'react'
import { Money } from '../../components/ui/money'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { countryName, periodText, productText, tierText } from '../buy/labels'
import { AutoRenewToggle } from './auto-renew-toggle'
import { OrderStatusBadge } from './labels'

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-base-content/60 text-sm">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

/** What an order is: code, product, country, amount, bandwidth, period, dates, status, prices, auto-renew. */
export function OrderSummary({ order }: { order: OrderView }) {
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="order-summary-title">
      <div className="card-body">
        <h2 id="order-summary-title" className="card-title flex-wrap">
          {m.orders_summary_title({ code: order.code })}
          <OrderStatusBadge status={order.status} />
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="order-summary">
          <Item label={m.orders_col_product()}>
            {productText(order)}
            {order.packageName && ` · ${order.packageName}`}
          </Item>
          <Item label={m.orders_col_country()}>{countryName(order.countryCode)}</Item>
          <Item label={m.orders_col_amount()}>{order.amount}</Item>
          <Item label={m.orders_col_bandwidth()}>{tierText(order.bandwidthTier)}</Item>
          <Item label={m.buy_period()}>{periodText(order.periodUnit, order.periodCount)}</Item>
          <Item label={m.orders_col_bought()}>{formatDateTime(order.createdAt)}</Item>
          <Item label={m.orders_col_expires()}>{formatDateTime(order.expiresAt)}</Item>
          <Item label={m.orders_col_auto_renew()}>
            <AutoRenewToggle order={order} />
          </Item>
          <Item label={m.buy_original_price()}>
            <Money xu={order.originalPrice} showUsd={false} />
          </Item>
          <Item label={m.buy_discount_amount()}>
            <Money xu={order.discount} showUsd={false} />
          </Item>
          <Item label={m.orders_col_total()}>
            <Money xu={order.totalPrice} />
          </Item>
          <Item label={m.buy_renew_price()}>
            <Money xu={order.renewPrice} showUsd={false} />
          </Item>
        </dl>
      </div>
    </section>
  )
}
