import type { PriceView, Product } from '@proxy-portal/worker/contract/catalogue'
import { type BandwidthTier, stockKey } from '@proxy-portal/worker/contract/catalogue-values'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../../components/ui/page-header'
import { m } from '../../paraglide/messages'
import { countriesQuery, pricesQuery, tiersQuery } from '../buy/catalogue-queries'
import { CountryPicker } from './country-picker'
import { KeyPrices } from './key-prices'
import { PriceTable } from './price-table'
import { TierPicker } from './tier-picker'

/** Every product with a price on sale, once each, in a steady order (private first, IPv4 first, static first). */
function productsOf(prices: PriceView[]): Product[] {
  const byKey = new Map<string, Product>()
  for (const row of prices) {
    if (row.enabled) byKey.set(stockKey(row), { kind: row.kind, ipVersion: row.ipVersion, ipMode: row.ipMode })
  }
  // Ranked part by part (sorting the keys backwards had put shared IPv6 first).
  const rank = (product: Product) =>
    (product.kind === 'private' ? 0 : 4) + (product.ipVersion === 'ipv4' ? 0 : 2) + (product.ipMode === 'static' ? 0 : 1)
  return [...byKey.values()].sort((a, b) => rank(a) - rank(b))
}

/**
 * The public price list (issue 15 item 4): what a proxy costs before signing up, and whether it is in
 * stock; for every country or the one in the address (`?country=SG`), at the tier it names (`&tier=premium`).
 */
export function PricingPage({
  country,
  picked,
  onChange,
}: {
  country: string | undefined
  picked: BandwidthTier | undefined
  onChange: (choice: { country?: string; tier?: BandwidthTier }) => void
}) {
  const all = useQuery(countriesQuery).data ?? []
  // A country not on sale (an old link) shows every country, as the picker then says.
  const shown = all.find((row) => row.enabled && row.code === country)?.code
  const countries = shown ? all.filter((row) => row.code === shown) : all
  const prices = useQuery(pricesQuery).data ?? []
  const tiers = useQuery(tiersQuery).data ?? []
  // The cheapest tier first (what the list showed alone before), then whichever the guest picks.
  const tier = tiers.find((row) => row.tier === picked) ?? tiers.find((row) => row.surchargePercent === 0) ?? tiers[0]
  return (
    <div className="space-y-6 py-8">
      <PageHeader title={m.page_pricing_title()} description={m.page_pricing_intro()} />
      {tier && <TierPicker tiers={tiers} value={tier.tier} onChange={(next) => onChange({ country: shown, tier: next })} />}
      <CountryPicker countries={all} value={shown} onChange={(next) => onChange({ country: next, tier: picked })} />
      {productsOf(prices).map((product) => (
        <PriceTable
          key={stockKey(product)}
          product={product}
          prices={prices}
          countries={countries}
          tier={tier ? { tier: tier.tier, surchargePercent: tier.surchargePercent } : undefined}
        />
      ))}
      <KeyPrices country={shown} />
    </div>
  )
}
