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

/** The server's price of the plan as chosen, updated as the choice changes. */
export function PlanQuotePanel({
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
    <section className="card bg-base-100 border-base-300 border lg:sticky lg:top-20" aria-labelledby="plan-quote-title" aria-busy={loading}>
      <div className="card-body gap-3">
        <h2 id="plan-quote-title" className="card-title">
          {m.plan_quote_title()}
          {loading && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        </h2>
        {error ? <FormAlert code={error instanceof ApiError ? error.code : 'UNKNOW_ERROR'} /> : null}
        {quote ? (
          <dl className="space-y-2" data-testid="plan-quote">
            <Row label={m.plan_unit_price()}>
              <Money xu={quote.unitPrice} showUsd={false} />
            </Row>
            <Row label={m.plan_original_price()}>
              <span className={quote.discount > 0 ? 'text-base-content/60 line-through' : undefined}>
                <Money xu={quote.originalPrice} showUsd={false} />
              </span>
            </Row>
            <Row label={m.plan_discount({ percent: quote.discountPercent })}>
              <Money xu={quote.discount} showUsd={false} />
            </Row>
            <Row label={m.plan_total_price()} testId="plan-quote-total">
              <strong className="text-primary text-lg">
                <Money xu={quote.totalPrice} />
              </strong>
            </Row>
            <Row label={m.plan_renew_price()}>
              <Money xu={quote.renewPrice} showUsd={false} />
            </Row>
            <Row label={m.plan_room()}>{quote.stock}</Row>
          </dl>
        ) : (
          !error && <p className="text-base-content/60 text-sm">{m.plan_quote_incomplete()}</p>
        )}
        {children}
      </div>
    </section>
  )
}
