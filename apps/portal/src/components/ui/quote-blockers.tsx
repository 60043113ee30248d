import { canSell, type PurchaseChecks, type StockShortage } from '@proxy-portal/worker/contract/orders'
import { Link } from '@tanstack/react-router'
import { m } from '../../paraglide/messages'
import { Money } from './money'

/**
 * What stands between a quoted price and a sale (issue 15, honest buying): each country short of
 * stock, in the form's own words (`shortText`), and what the balance lacks with a way to top up.
 */
export function QuoteBlockers({
  name,
  quote,
  shortText,
  heading = m.quote_cannot_sell(),
}: {
  name: string
  quote: PurchaseChecks
  shortText: (shortage: StockShortage) => string
  /** What cannot happen yet (a purchase unless told). */
  heading?: string
}) {
  if (canSell(quote)) return null
  return (
    <div role="alert" className="alert alert-warning alert-soft text-sm" data-testid={`${name}-short`}>
      <div className="space-y-2">
        <p className="font-semibold">{heading}</p>
        <ul className="list-disc space-y-1 pl-4">
          {quote.shortages.map((shortage) => (
            <li key={shortage.countryCode}>{shortText(shortage)}</li>
          ))}
          {quote.balanceShort > 0 && (
            <li>
              {m.quote_balance_short()} <Money xu={quote.balanceShort} showUsd={false} />
            </li>
          )}
        </ul>
        {quote.balanceShort > 0 && (
          <Link to="/topup/{-$id}" params={{}} className="btn btn-sm btn-primary">
            {m.quote_topup()}
          </Link>
        )}
      </div>
    </div>
  )
}
