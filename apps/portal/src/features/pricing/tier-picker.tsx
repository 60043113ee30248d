import type { BandwidthTier, BandwidthTierView } from '@proxy-portal/worker/contract/catalogue'
import { useHydrated } from '../../components/ui/form'
import { tierText } from '../../lib/labels'
import { m } from '../../paraglide/messages'

/**
 * The bandwidth tier the price list is shown for: a tier's price is the base plus its surcharge, as
 * every sale prices it, so the guest reads the price they will pay rather than working out a percentage.
 */
export function TierPicker({
  tiers,
  value,
  onChange,
}: {
  tiers: BandwidthTierView[]
  value: BandwidthTier
  onChange: (tier: BandwidthTier) => void
}) {
  // Until React runs the page a pick would be undone by hydration (the links keep the first tier): off till then.
  const hydrated = useHydrated()
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="pricing-tiers">
      <div className="card-body gap-3">
        <h2 id="pricing-tiers" className="card-title">
          {m.pricing_tiers_title()}
        </h2>
        <p className="text-base-content/70 text-sm">{m.pricing_tiers_intro()}</p>
        <fieldset aria-labelledby="pricing-tiers" disabled={!hydrated}>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="pricing-tiers">
            {tiers.map((tier) => (
              <li key={tier.tier}>
                <label className="bg-base-200 rounded-box has-checked:ring-primary flex h-full cursor-pointer items-start gap-3 p-3 has-checked:ring-2">
                  <input
                    type="radio"
                    name="pricing-tier"
                    value={tier.tier}
                    className="radio radio-primary radio-sm mt-0.5"
                    checked={value === tier.tier}
                    onChange={() => onChange(tier.tier)}
                  />
                  <span>
                    <strong className="block">{tierText(tier.tier, tier.monthlyGb, true)}</strong>
                    <span className="text-sm">
                      {tier.surchargePercent > 0 ? m.pricing_tier_surcharge({ percent: tier.surchargePercent }) : m.pricing_tier_base()}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>
    </section>
  )
}
