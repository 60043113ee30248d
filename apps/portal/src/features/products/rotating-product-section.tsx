import type { CountryView, PriceView, Product } from '@proxy-portal/worker/contract/catalogue'
import { ListTable } from '../../components/ui/list-table'
import { countryList, countryName, productText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { countriesFor, periodsFor } from '../buy/choice'
import { keyOfProduct } from '../buy/product-key'
import { BuyButton } from './buy-button'
import { cheapest, summarise } from './catalogue-summary'
import { FromPrice } from './product-card'

/**
 * One rotating product: its lowest price, and per country on sale that has it its stock and the
 * lowest price there (the country's own rows over the every-country ones, as the buy form prices
 * it); then buy.
 */
export function RotatingProductSection({
  product,
  prices,
  countries,
}: {
  product: Product & { kind: 'private' }
  prices: PriceView[]
  countries: CountryView[]
}) {
  const id = `rotating-${product.ipVersion}`
  const summary = summarise(product, prices, countries)
  // A buyer looks for where it is in stock; the countries without any are named in one line below.
  const inStock = summary.countries
  const soldOut = countriesFor(countries, product).filter((row) => row.stock === 0)
  return (
    // min-w-0: the table scrolls inside the card instead of widening the page on a phone.
    <section className="card bg-base-100 border-base-300 min-w-0 border" aria-labelledby={id}>
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={id} className="card-title">
            {productText(product)}
          </h2>
          <p className="text-primary font-semibold">
            <FromPrice from={summary.from} />
          </p>
        </div>
        {inStock.length > 0 ? (
          <ListTable
            columns={[{ label: m.buy_country() }, { label: m.stock_available(), end: true }, { label: m.products_price_from(), end: true }]}
            empty={false}
          >
            {inStock.map((row) => (
              <tr key={row.code} data-testid="rotating-country">
                <td>{countryName(row.code)}</td>
                <td className="text-right">{row.stock}</td>
                <td className="text-right">
                  <FromPrice from={cheapest(periodsFor(prices, product, row.code))} withFrom={false} />
                </td>
              </tr>
            ))}
          </ListTable>
        ) : (
          <p className="text-error">{m.products_out_of_stock_everywhere()}</p>
        )}
        {inStock.length > 0 && soldOut.length > 0 && (
          <p className="text-base-content/60 text-sm" data-testid="rotating-sold-out">
            {m.products_sold_out_in({ countries: countryList(soldOut.map((row) => row.code)) })}
          </p>
        )}
        <div className="card-actions">
          <BuyButton
            target={{ to: '/private-proxy', product: keyOfProduct(product) }}
            available={summary.stock > 0 && summary.from !== null}
          />
        </div>
      </div>
    </section>
  )
}
