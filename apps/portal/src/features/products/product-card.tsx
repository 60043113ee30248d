import { Link } from '@tanstack/react-router'
import { Money } from '../../components/ui/money'
import { countryName, periodText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { BuyButton } from './buy-button'
import type { ProductSummary } from './catalogue-summary'
import type { RangeItem } from './product-range'

/**
 * "From 3,000 Xu / proxy / 1 day" ("3,000 Xu / proxy / 1 day" under a column that says "from"), or
 * that the product has no price on sale yet.
 */
export function FromPrice({ from, testId, withFrom = true }: { from: ProductSummary['from']; testId?: string; withFrom?: boolean }) {
  if (!from) return <span className="text-base-content/60">{m.products_no_price()}</span>
  return (
    <span data-testid={testId}>
      {withFrom && `${m.products_from()} `}
      <Money xu={from.price} showUsd={false} /> {m.products_per_period({ period: periodText(from.unit, from.count) })}
    </span>
  )
}

/** One product of the range: what it is for, its price, periods and stock per country, and the way to buy it. */
export function ProductCard({ item, summary }: { item: RangeItem; summary: ProductSummary }) {
  const id = `product-${item.product.kind}-${item.product.ipVersion}-${item.product.ipMode}`
  const inStock = summary.stock > 0
  return (
    <article className="card bg-base-100 border-base-300 min-w-0 border" aria-labelledby={id} data-testid="product-card">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={id} className="card-title">
            {item.title()}
          </h2>
          <span className={`badge ${inStock ? 'badge-success badge-soft' : 'badge-error'}`}>
            {inStock ? m.buy_stock_left({ stock: summary.stock }) : m.stock_sold_out()}
          </span>
        </div>
        <p className="text-base-content/70">{item.goodFor()}</p>
        <p className="text-primary text-lg font-semibold">
          <FromPrice from={summary.from} testId="product-from" />
        </p>
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="text-base-content/60">{m.buy_period()}</dt>
            <dd>{summary.periods.length > 0 ? summary.periods.map((p) => periodText(p.unit, p.count)).join(' · ') : '–'}</dd>
          </div>
          <div>
            <dt className="text-base-content/60">{m.products_countries_in_stock()}</dt>
            <dd>
              {inStock ? (
                <ul className="mt-1 flex flex-wrap gap-1" data-testid="product-countries">
                  {summary.countries.map((country) => (
                    <li key={country.code} className="badge badge-outline h-auto">
                      {m.buy_country_stock({ country: countryName(country.code), stock: country.stock })}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-error">{m.products_out_of_stock_everywhere()}</span>
              )}
            </dd>
          </div>
        </dl>
        <div className="card-actions mt-auto items-center pt-2">
          <BuyButton target={item.buy} available={inStock && summary.from !== null} />
          {item.product.ipMode === 'dynamic' && (
            <Link to="/proxy-rotating" className="link link-primary text-sm">
              {m.products_about_rotating()}
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
