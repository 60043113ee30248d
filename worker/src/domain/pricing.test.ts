import { describe, expect, it } from 'vitest'
import { bandwidthUpgradePrice, discountPercentFor, quote } from './pricing'

const discounts = [
  { minAmount: 10, percent: 5 },
  { minAmount: 50, percent: 10 },
  { minAmount: 100, percent: 15 },
]
const base = {
  basePrice: 45_000,
  amount: 1,
  periodUnit: 'month' as const,
  periodCount: 1,
  surchargePercent: 0,
  discounts,
  stock: 80,
  popular: false,
}

describe('quantity discounts', () => {
  it.each([
    [1, 0],
    [9, 0],
    [10, 5],
    [49, 5],
    [50, 10],
    [100, 15],
    [500, 15],
  ])('%i proxies get %i%% off', (amount, percent) => {
    expect(discountPercentFor(amount, discounts)).toBe(percent)
  })

  it('no discounts configured means none', () => {
    expect(discountPercentFor(1000, [])).toBe(0)
  })
})

describe('quote', () => {
  it.each([
    // amount, tier surcharge, unit, original, discount, total
    [1, 0, 45_000, 45_000, 0, 45_000],
    [10, 0, 45_000, 450_000, 22_500, 427_500],
    [10, 20, 54_000, 540_000, 27_000, 513_000],
    [50, 50, 67_500, 3_375_000, 337_500, 3_037_500],
    [3, 100, 90_000, 270_000, 0, 270_000],
  ])('%i proxies with a %i%% tier', (amount, surchargePercent, unit, original, discount, total) => {
    const q = quote({ ...base, amount, surchargePercent })
    expect(q).toMatchObject({ unitPrice: unit, originalPrice: original, discount, totalPrice: total })
    expect(q.totalPrice).toBe(q.originalPrice - q.discount)
  })

  it('rounds the surcharge and the discount half up, to whole Xu', () => {
    // 3,333 x 15% = 499.95 -> 500; (3,833 x 11) x 5% = 2,108.15 -> 2,108
    const q = quote({ ...base, basePrice: 3_333, surchargePercent: 15, amount: 11 })
    expect(q.unitPrice).toBe(3_833)
    expect(q.originalPrice).toBe(42_163)
    expect(q.discount).toBe(2_108)
    expect(q.totalPrice).toBe(40_055)
  })

  it.each([
    ['day', 1, 'retail'],
    ['week', 1, 'retail'],
    ['week', 4, 'retail'],
    ['day', 29, 'retail'],
    ['day', 30, 'discounted'],
    ['month', 1, 'discounted'],
    ['month', 3, 'discounted'],
  ] as const)('a renewal of %s x%i is charged at the %s price', (periodUnit, periodCount, which) => {
    const q = quote({ ...base, amount: 10, periodUnit, periodCount })
    expect(q.renewPrice).toBe(which === 'retail' ? q.originalPrice : q.totalPrice)
  })

  it('carries stock and popularity through unchanged', () => {
    expect(quote({ ...base, stock: 7, popular: true })).toMatchObject({ stock: 7, popular: true })
  })
})

describe('bandwidth upgrades', () => {
  const month = 30 * 86_400_000
  it('charges the tier difference for what is left of the period, rounded up', () => {
    // unit 45,000 -> 54,000: 9,000 x 2 proxies x half the period = 9,000
    expect(
      bandwidthUpgradePrice({ basePrice: 45_000, amount: 2, fromPercent: 0, toPercent: 20, remainingMs: month / 2, periodMs: month }),
    ).toBe(9_000)
    expect(
      bandwidthUpgradePrice({ basePrice: 45_000, amount: 1, fromPercent: 0, toPercent: 20, remainingMs: month / 3, periodMs: month }),
    ).toBe(3_000)
    expect(bandwidthUpgradePrice({ basePrice: 1_000, amount: 1, fromPercent: 0, toPercent: 20, remainingMs: 1, periodMs: month })).toBe(1)
  })

  it('a lower or equal tier is no increase', () => {
    expect(
      bandwidthUpgradePrice({ basePrice: 45_000, amount: 2, fromPercent: 20, toPercent: 20, remainingMs: 1, periodMs: month }),
    ).toBeNull()
    expect(
      bandwidthUpgradePrice({ basePrice: 45_000, amount: 2, fromPercent: 50, toPercent: 20, remainingMs: 1, periodMs: month }),
    ).toBeNull()
  })

  it('never charges more than the whole period', () => {
    expect(
      bandwidthUpgradePrice({ basePrice: 10_000, amount: 1, fromPercent: 0, toPercent: 100, remainingMs: 2 * month, periodMs: month }),
    ).toBe(10_000)
  })
})
