import { type PriceView, type Product, stockKey } from '@proxy-portal/worker/contract/catalogue'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../../components/ui/page-header'
import { tierText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { countriesQuery, pricesQuery, tiersQuery } from '../buy/catalogue-queries'
import { KeyPrices } from './key-prices'
import { PriceTable } from './price-table'

/** Every product with a price on sale, once each, in a steady order (private first, IPv4 first, static first). */
function productsOf(prices: PriceView[]): Product[] {
  const byKey = new Map<string, Product>()
  for (const row of prices) {
    if (row.enabled) byKey.set(stockKey(row), { kind: row.kind, ipVersion: row.ipVersion, ipMode: row.ipMode })
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([, product]) => product)
}

/** The public price list (issue 15 item 4): what a proxy costs before signing up, and whether it is in stock. */
export function PricingPage() {
  const countries = useQuery(countriesQuery).data ?? []
  const prices = useQuery(pricesQuery).data ?? []
  const tiers = useQuery(tiersQuery).data ?? []
  return (
    <div className="space-y-6 py-8">
      <PageHeader title={m.page_pricing_title()} description={m.page_pricing_intro()} />
      {productsOf(prices).map((product) => (
        <PriceTable key={stockKey(product)} product={product} prices={prices} countries={countries} />
      ))}
      <KeyPrices />
      <section className="card bg-base-100 border-base-300 border" aria-labelledby="pricing-tiers">
        <div className="card-body gap-3">
          <h2 id="pricing-tiers" className="card-title">
            {m.pricing_tiers_title()}
          </h2>
          <p className="text-base-content/70 text-sm">{m.pricing_tiers_intro()}</p>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="pricing-tiers">
            {tiers.map((tier) => (
              <li key={tier.tier} className="bg-base-200 rounded-box p-3">
                <strong>{tierText(tier.tier, tier.monthlyGb, true)}</strong>
                <p className="text-sm">
                  {tier.surchargePercent > 0 ? m.pricing_tier_surcharge({ percent: tier.surchargePercent }) : m.pricing_tier_base()}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  )
}
