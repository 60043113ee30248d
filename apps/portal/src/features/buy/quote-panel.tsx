import type { Quote } from '@proxy-portal/worker/contract/orders'
import type { ReactNode } from 'react'
import { FormAlert } from '../../components/ui/form-alert'
import { Money } from '../../components/ui/money'
import { ApiError } from '../../lib/api'
import { m } from '../../paraglide/messages'

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4">
      <dt className="text-base-content/70">{label}</dt>
      <dd className="text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

/** The server's price of the choice: original price, discount, final price, stock, 'most popular'. */
export function QuotePanel({
  quote,
  error,
  loading,
  children,
}: {
  quote: Quote | undefined
  error: unknown
  loading: boolean
  children: ReactNode
}) {
  return (
    <section className="card bg-base-100 border-base-300 border lg:sticky lg:top-20" aria-labelledby="quote-title" aria-busy={loading}>
      <div className="card-body gap-3">
        <h2 id="quote-title" className="card-title flex-wrap">
          {m.buy_quote_title()}
          {quote?.popular && <span className="badge badge-warning">{m.buy_most_popular()}</span>}
          {loading && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        </h2>
        {error ? <FormAlert code={error instanceof ApiError ? error.code : 'UNKNOW_ERROR'} /> : null}
        {quote ? (
          <dl className="space-y-2" data-testid="quote">
            <Row label={m.buy_unit_price()}>
              <Money xu={quote.unitPrice} showUsd={false} />
            </Row>
            <Row label={m.buy_original_price()} testId="quote-original">
              <span className={quote.discount > 0 ? 'text-base-content/60 line-through' : undefined}>
                <Money xu={quote.originalPrice} showUsd={false} />
              </span>
            </Row>
            <Row label={m.buy_discount({ percent: quote.discountPercent })} testId="quote-discount">
              <Money xu={quote.discount} showUsd={false} />
            </Row>
            <Row label={m.buy_total_price()} testId="quote-total">
              <strong className="text-primary text-lg">
                <Money xu={quote.totalPrice} />
              </strong>
            </Row>
            <Row label={m.buy_stock()} testId="quote-stock">
              {quote.stock}
            </Row>
          </dl>
        ) : (
          !error && <p className="text-base-content/60 text-sm">{m.buy_quote_incomplete()}</p>
        )}
        {children}
      </div>
    </section>
  )
}
