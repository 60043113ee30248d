import type { CountryView, PriceView, Product } from '@proxy-portal/worker/contract/catalogue'
import { type BandwidthTier, periodDays, stockKey } from '@proxy-portal/worker/contract/catalogue-values'
import { percentOf } from '@proxy-portal/worker/contract/money'
import { Link } from '@tanstack/react-router'
import { listLabels } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { countryName, periodText, productText } from '../../lib/labels'
import { periodValue } from '../../lib/period-value'
import { m } from '../../paraglide/messages'
import { countriesFor, periodsFor } from '../buy/choice'
import { keyOfProduct } from '../buy/product-key'

type Tier = { tier: BandwidthTier; surchargePercent: number }

/** Where 'buy' leads: the private form filled with this choice, or the shared plan's form. */
function BuyLink({ product, countryCode, period, tier }: { product: Product; countryCode: string; period: string; tier?: BandwidthTier }) {
  if (product.kind !== 'private') {
    return (
      <Link to="/proxy-shared" search={{ country: countryCode, period, tier }} className="btn btn-xs btn-primary">
        {m.pricing_buy()}
      </Link>
    )
  }
  return (
    <Link
      to="/private-proxy"
      search={{ product: keyOfProduct({ ...product, kind: 'private' }), country: countryCode, period, tier }}
      className="btn btn-xs btn-primary"
    >
      {m.pricing_buy()}
    </Link>
  )
}

/**
 * One product's prices per proxy for the chosen bandwidth tier: a row per country on sale with its stock,
 * a column per period the product is sold for; the base price of a country is its own row's, else the
 * every-country one, plus the tier's surcharge as every sale adds it (worker/src/domain/pricing.ts).
 */
export function PriceTable({
  product,
  prices,
  countries,
  tier,
}: {
  product: Product
  prices: PriceView[]
  countries: CountryView[]
  tier?: Tier
}) {
  const surcharge = tier?.surchargePercent ?? 0
  const rows = countriesFor(countries, product).map((country) => ({ ...country, periods: periodsFor(prices, product, country.code) }))
  const periods = [...new Map(rows.flatMap((row) => row.periods).map((p) => [periodValue(p.unit, p.count), p])).values()]
  periods.sort((a, b) => periodDays(a.unit, a.count) - periodDays(b.unit, b.count))
  const name = productText(product)
  // Below 768 px each country is a card, each period a line under its label (styles.css `.list-table`, ADR 0033).
  const labels = listLabels([m.pricing_country(), m.pricing_stock(), ...periods.map((period) => periodText(period.unit, period.count))])
  return (
    <section className="card bg-base-100 border-base-300 border" aria-label={name} data-testid={`pricing-${stockKey(product)}`}>
      <div className="card-body gap-3">
        <h2 className="card-title">{name}</h2>
        <div className="md:overflow-x-auto">
          <table className="table-sm list-table table" style={labels}>
            <thead>
              <tr>
                <th scope="col">{m.pricing_country()}</th>
                <th scope="col">{m.pricing_stock()}</th>
                {periods.map((period) => (
                  <th scope="col" key={periodValue(period.unit, period.count)}>
                    {periodText(period.unit, period.count)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code} data-country={row.code}>
                  <th scope="row">{countryName(row.code)}</th>
                  <td>
                    {row.stock > 0 ? (
                      <span className="badge badge-success">{m.stock_in({ count: row.stock })}</span>
                    ) : (
                      <span className="badge badge-error">{m.stock_sold_out()}</span>
                    )}
                  </td>
                  {periods.map((period) => {
                    const key = periodValue(period.unit, period.count)
                    const priced = row.periods.find((p) => periodValue(p.unit, p.count) === key)
                    return (
                      <td key={key} data-period={key}>
                        {priced ? (
                          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 md:flex-col md:items-start">
                            <span data-price={priced.price + percentOf(priced.price, surcharge)}>
                              <Money xu={priced.price + percentOf(priced.price, surcharge)} />
                            </span>
                            {row.stock > 0 && <BuyLink product={product} countryCode={row.code} period={key} tier={tier?.tier} />}
                          </div>
                        ) : (
                          '—'
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
