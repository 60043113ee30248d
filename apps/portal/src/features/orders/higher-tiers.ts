import type { BandwidthTierView } from '@proxy-portal/worker/contract/catalogue'
import { bandwidthTiers } from '@proxy-portal/worker/contract/catalogue-values'
import type { OrderView } from '@proxy-portal/worker/contract/orders'

/** The tiers above an order's own, in their fixed order: the only ones it can move to. */
export function higherTiers(order: OrderView, tiers: BandwidthTierView[]): BandwidthTierView[] {
  const from = bandwidthTiers.indexOf(order.bandwidthTier)
  return tiers.filter((tier) => bandwidthTiers.indexOf(tier.tier) > from)
}
