import type { OrderQuote } from '@proxy-portal/worker/contract/orders'
import { canSell, type PurchaseQuote, type StockShortage } from '@proxy-portal/worker/contract/orders'
import type { ReactNode } from 'react'
import { ApiError } from '../../lib/api'
import { m } from '../../paraglide/messages'
import { FormAlert } from './form-alert'
import { Money } from './money'
import { QuoteBlockers } from './quote-blockers'

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4">
      <dt className="text-base-content/70">{label}</dt>
      <dd className="text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

/** What the panel calls things where the shop's pages differ (a plan's price is per proxy, its stock is room). */
export type QuoteTexts = {
  title: string
  incomplete: string
  unitPrice: string
  totalPrice: string
  stock: string
  buy: string
  /** A country short of stock for the choice, said the form's way. */
  short: (shortage: StockShortage) => string
}

/**
 * The server's price of a choice (a PurchaseQuote): original price, discount, final price, stock, the
 * balance; with `withPopular` the 'most popular' badge, with `withRenewPrice` the renewal price. `name`
 * prefixes its ids and test ids. Its button buys (the page asks first); once a choice is complete
 * (`complete`) it stays off until the quote of that very choice (`current`) says it can be sold, and
 * the panel says what is short. An incomplete choice keeps it on, so pressing it names what is missing.
 */
export function QuotePanel({
  name,
  texts,
  quote,
  complete,
  current,
  error,
  loading,
  withPopular = false,
  withRenewPrice = false,
  busy,
  onBuy,
}: {
  name: string
  texts: QuoteTexts
  /** An order's quote also names the agency programme's reductions, each shown as its own line. */
  quote: (PurchaseQuote & Partial<Pick<OrderQuote, 'agencyDiscountPercent' | 'agencyDiscount' | 'coupon'>>) | undefined
  complete: boolean
  current: boolean
  error: unknown
  loading: boolean
  withPopular?: boolean
  withRenewPrice?: boolean
  busy: boolean
  onBuy: () => void
}) {
  return (
    <section className="card bg-base-100 border-base-300 border lg:sticky lg:top-20" aria-labelledby={`${name}-title`} aria-busy={loading}>
      <div className="card-body gap-3">
        <h2 id={`${name}-title`} className="card-title flex-wrap">
          {texts.title}
          {withPopular && quote?.popular && <span className="badge badge-warning">{m.most_popular()}</span>}
          {loading && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        </h2>
        {error ? <FormAlert code={error instanceof ApiError ? error.code : 'UNKNOW_ERROR'} /> : null}
        {quote ? (
          <dl className="space-y-2" data-testid={name}>
            <Row label={texts.unitPrice} testId={`${name}-unit`}>
              <Money xu={quote.unitPrice} showUsd={false} />
            </Row>
            <Row label={m.original_price()} testId={`${name}-original`}>
              <span className={quote.discount > 0 ? 'text-base-content/60 line-through' : undefined}>
                <Money xu={quote.originalPrice} showUsd={false} />
              </span>
            </Row>
            <Row label={m.discount_percent({ percent: quote.discountPercent })} testId={`${name}-discount`}>
              <Money xu={quote.discount} showUsd={false} />
            </Row>
            {quote.agencyDiscount ? (
              <Row label={m.quote_agency_discount({ percent: quote.agencyDiscountPercent ?? 0 })} testId={`${name}-agency-discount`}>
                <Money xu={quote.agencyDiscount} showUsd={false} />
              </Row>
            ) : null}
            {quote.coupon ? (
              <Row label={m.quote_coupon({ code: quote.coupon.code })} testId={`${name}-coupon`}>
                <Money xu={quote.coupon.discount} showUsd={false} />
              </Row>
            ) : null}
            <Row label={texts.totalPrice} testId={`${name}-total`}>
              <strong className="text-primary text-lg">
                <Money xu={quote.totalPrice} />
              </strong>
            </Row>
            {withRenewPrice && (
              <Row label={m.renew_price()} testId={`${name}-renew`}>
                <Money xu={quote.renewPrice} showUsd={false} />
              </Row>
            )}
            <Row label={texts.stock} testId={`${name}-stock`}>
              {quote.stock}
            </Row>
            <Row label={m.quote_balance()} testId={`${name}-balance`}>
              <Money xu={quote.balance} showUsd={false} />
            </Row>
          </dl>
        ) : (
          !error && <p className="text-base-content/60 text-sm">{texts.incomplete}</p>
        )}
        {quote && current && <QuoteBlockers name={name} quote={quote} shortText={texts.short} />}
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={busy || (complete && !(quote && current && canSell(quote)))}
          onClick={onBuy}
        >
          {busy && <span className="loading loading-spinner loading-sm" />}
          {texts.buy}
        </button>
      </div>
    </section>
  )
}
