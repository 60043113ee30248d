import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Money } from '../../components/ui/money'
import { m } from '../../paraglide/messages'
import type { KeyQuote } from './buy-quote'

function Line({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4">
      <dt className="text-base-content/70">{label}</dt>
      <dd className="text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

/** The price of the keys asked for, the balance, and what stops the sale (stock, a short balance with the top-up). */
export function QuoteLines({ quote, amount }: { quote: KeyQuote; amount: number }) {
  const shortStock = amount > quote.stock
  return (
    <>
      <dl className="space-y-2" data-testid="key-quote">
        <Line label={m.keys_unit_price()} testId="key-quote-unit">
          <Money xu={quote.unitPrice} showUsd={false} />
        </Line>
        <Line label={m.keys_total_price()} testId="key-quote-total">
          <strong className="text-primary text-lg">
            <Money xu={quote.total} />
          </strong>
        </Line>
        <Line label={m.renew_price()} testId="key-quote-renew">
          <Money xu={quote.renewPrice} showUsd={false} />
        </Line>
        <Line label={m.stock_available()} testId="key-quote-stock">
          {quote.stock}
        </Line>
        <Line label={m.quote_balance()} testId="key-quote-balance">
          <Money xu={quote.balance} showUsd={false} />
        </Line>
      </dl>
      {(shortStock || quote.balanceShort > 0) && (
        <div role="alert" className="alert alert-warning alert-soft text-sm" data-testid="key-quote-short">
          <div className="space-y-2">
            {shortStock && <p>{m.keys_short_stock({ stock: quote.stock })}</p>}
            {quote.balanceShort > 0 && (
              <>
                <p>
                  {m.quote_balance_short()} <Money xu={quote.balanceShort} showUsd={false} />
                </p>
                <Link to="/topup/{-$id}" params={{}} className="btn btn-sm btn-primary">
                  {m.quote_topup()}
                </Link>
              </>
            )}
          </div>
        </div>
      )}
    </>
  )
}
