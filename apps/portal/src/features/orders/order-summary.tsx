import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { CountryFlag } from '../../components/ui/country-flag'
import { Money } from '../../components/ui/money'
import { SummaryItem } from '../../components/ui/summary-item'
import { formatDateTime } from '../../lib/dates'
import { countryName, periodText, productText, tierText } from '../../lib/labels'
import { boughtPackageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { AutoRenewToggle } from './auto-renew-toggle'
import { SplitFromLink } from './log-note'
import { OrderStatusBadge } from './status-badge'

/** What an order is: code, product, country, amount, bandwidth, period, dates, status, prices, auto-renew. */
export function OrderSummary({ order }: { order: OrderView }) {
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="order-summary-title">
      <div className="card-body">
        <h2 id="order-summary-title" className="card-title flex-wrap">
          {m.orders_summary_title({ code: order.code })}
          <OrderStatusBadge status={order.status} />
          <SplitFromLink order={order} />
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="order-summary">
          <SummaryItem label={m.orders_col_product()}>
            {productText(order)}
            {order.packageName && ` · ${boughtPackageName(order)}`}
          </SummaryItem>
          <SummaryItem label={m.orders_col_country()}>
            <CountryFlag code={order.countryCode} /> {countryName(order.countryCode)}
          </SummaryItem>
          <SummaryItem label={m.orders_col_amount()}>{order.amount}</SummaryItem>
          <SummaryItem label={m.orders_col_bandwidth()}>{tierText(order.bandwidthTier)}</SummaryItem>
          <SummaryItem label={m.buy_period()}>{periodText(order.periodUnit, order.periodCount)}</SummaryItem>
          <SummaryItem label={m.orders_col_bought()}>{formatDateTime(order.createdAt)}</SummaryItem>
          <SummaryItem label={m.orders_col_expires()}>{formatDateTime(order.expiresAt)}</SummaryItem>
          <SummaryItem label={m.orders_col_auto_renew()}>
            <AutoRenewToggle order={order} />
          </SummaryItem>
          <SummaryItem label={m.original_price()}>
            <Money xu={order.originalPrice} showUsd={false} />
          </SummaryItem>
          <SummaryItem label={m.buy_discount_amount()}>
            <Money xu={order.discount} showUsd={false} />
          </SummaryItem>
          <SummaryItem label={m.orders_col_total()}>
            <Money xu={order.totalPrice} />
          </SummaryItem>
          <SummaryItem label={m.renew_price()}>
            <Money xu={order.renewPrice} showUsd={false} />
          </SummaryItem>
        </dl>
      </div>
    </section>
  )
}
