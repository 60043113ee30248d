import type { BandwidthTierView } from '@proxy-portal/worker/contract/catalogue'
import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { describe, expect, it } from 'vitest'
import { higherTiers } from './higher-tiers'

const DAY = 86_400_000
const now = 1_800_000_000_000
const order = {
  _id: 'o1',
  code: 'P1',
  kind: 'private',
  ipVersion: 'ipv4',
  ipMode: 'static',
  packageName: null,
  packageNameEn: null,
  countryCode: 'VN',
  amount: 2,
  bandwidthTier: 'basic',
  periodUnit: 'month',
  periodCount: 1,
  originalPrice: 120_000,
  discount: 0,
  totalPrice: 120_000,
  renewPrice: 120_000,
  status: 'using',
  autoRenew: false,
  startsAt: now - 15 * DAY,
  expiresAt: now + 15 * DAY,
  releasedAt: null,
  createdAt: now - 15 * DAY,
} satisfies OrderView
const tiers: BandwidthTierView[] = [
  { tier: 'basic', monthlyGb: 100, surchargePercent: 0 },
  { tier: 'advanced', monthlyGb: 300, surchargePercent: 10 },
  { tier: 'premium', monthlyGb: 1000, surchargePercent: 30 },
]
describe('the bandwidth upgrade choices', () => {
  it('offers only the tiers above the order’s own', () => {
    expect(higherTiers({ ...order, bandwidthTier: 'advanced' }, tiers).map((t) => t.tier)).toEqual(['premium'])
  })

  it('offers nothing above the top tier', () => {
    expect(higherTiers({ ...order, bandwidthTier: 'premium' }, tiers)).toEqual([])
  })
})
