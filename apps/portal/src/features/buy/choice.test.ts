import type { BandwidthTierView, CountryView, PriceView } from '@proxy-portal/worker/contract/catalogue'
import { describe, expect, it } from 'vitest'
import { amountProblem, countriesFor, type Draft, maxAmount, periodsFor, resolveDraft } from './choice'

const product = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static' } as const
const row = (over: Partial<PriceView>): PriceView => ({
  _id: Math.random().toString(36),
  ...product,
  countryCode: '*',
  periodUnit: 'month',
  periodCount: 1,
  price: 60_000,
  popular: false,
  enabled: true,
  ...over,
})

describe('the buy form choices', () => {
  it('prices a period with the country row over the every-country row, shortest period first', () => {
    const prices = [
      row({ periodUnit: 'month', periodCount: 3, price: 170_000 }),
      row({ price: 60_000 }),
      row({ countryCode: 'VN', price: 50_000, popular: true }),
      row({ periodUnit: 'week', periodCount: 1, price: 20_000 }),
      row({ countryCode: 'US', periodUnit: 'day', periodCount: 7, price: 1 }),
      row({ ipMode: 'dynamic', periodUnit: 'day', periodCount: 1 }),
      row({ periodUnit: 'day', periodCount: 1, enabled: false }),
    ]
    expect(periodsFor(prices, product, 'VN')).toEqual([
      { unit: 'week', count: 1, price: 20_000, popular: false },
      { unit: 'month', count: 1, price: 50_000, popular: true },
      { unit: 'month', count: 3, price: 170_000, popular: false },
    ])
    expect(periodsFor(prices, product, 'SG').map((p) => p.price)).toEqual([20_000, 60_000, 170_000])
  })

  it('lists enabled countries with the stock of the chosen product', () => {
    const countries: CountryView[] = [
      { code: 'VN', enabled: true, stock: { 'private:ipv4:static': 12, 'private:ipv4:dynamic': 0 } },
      { code: 'US', enabled: true, stock: {} },
      { code: 'JP', enabled: false, stock: { 'private:ipv4:static': 5 } },
    ]
    expect(countriesFor(countries, product)).toEqual([
      { code: 'VN', stock: 12 },
      { code: 'US', stock: 0 },
    ])
  })

  it('bounds the amount by 1, the maximum and the stock', () => {
    expect(maxAmount(20)).toBe(20)
    expect(maxAmount(10_000)).toBe(500)
    expect(amountProblem(0, 10)).toBe('min')
    expect(amountProblem(1.5, 10)).toBe('min')
    expect(amountProblem(501, 1000)).toBe('max')
    expect(amountProblem(11, 10)).toBe('stock')
    expect(amountProblem(10, 10)).toBeNull()
  })

  it('falls back to the popular period and the first tier, and makes a choice only when complete', () => {
    const catalogue = {
      countries: [{ code: 'VN', enabled: true, stock: { 'private:ipv4:static': 3 } }],
      prices: [row({ periodUnit: 'week', price: 20_000 }), row({ popular: true })],
      tiers: [
        { tier: 'basic', monthlyGb: 50, surchargePercent: 0 },
        { tier: 'premium', monthlyGb: 500, surchargePercent: 30 },
      ] as const satisfies BandwidthTierView[],
    }
    const draft: Draft = { product, countryCode: '', amount: '2', bandwidthTier: '', period: 'day:1' }
    const empty = resolveDraft(draft, { ...catalogue, tiers: [...catalogue.tiers] })
    expect([empty.period, empty.tier, empty.choice]).toEqual(['month:1', 'basic', null])
    const chosen = resolveDraft(
      { ...draft, countryCode: 'VN', bandwidthTier: 'premium', period: 'week:1' },
      { ...catalogue, tiers: [...catalogue.tiers] },
    )
    expect(chosen.choice).toEqual({
      ...product,
      countryCode: 'VN',
      amount: 2,
      bandwidthTier: 'premium',
      periodUnit: 'week',
      periodCount: 1,
    })
    expect(chosen.country).toEqual({ code: 'VN', stock: 3 })
    expect(resolveDraft({ ...draft, countryCode: 'VN', amount: '0' }, { ...catalogue, tiers: [...catalogue.tiers] }).choice).toBeNull()
  })
  it('starts on the first country in stock until one is chosen, and on none when none is in stock', () => {
    const catalogue = {
      countries: [
        { code: 'US', enabled: true, stock: { 'private:ipv4:static': 0 } },
        { code: 'VN', enabled: true, stock: { 'private:ipv4:static': 3 } },
      ],
      prices: [row({})],
      tiers: [{ tier: 'basic', monthlyGb: 50, surchargePercent: 0 }] satisfies BandwidthTierView[],
    }
    const draft: Draft = { product, countryCode: null, amount: '1', bandwidthTier: '', period: '' }
    expect(resolveDraft(draft, catalogue).choice?.countryCode).toBe('VN')
    expect(resolveDraft({ ...draft, countryCode: '' }, catalogue).country).toBeUndefined()
    const soldOut = catalogue.countries.map((country) => ({ ...country, stock: {} }))
    expect(resolveDraft(draft, { ...catalogue, countries: soldOut }).choice).toBeNull()
  })
})
