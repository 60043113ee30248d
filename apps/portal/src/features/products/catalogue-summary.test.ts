import type { CountryView, PriceView } from '@proxy-portal/worker/contract/catalogue'
import { describe, expect, it } from 'vitest'
import { cheapest, summarise } from './catalogue-summary'

const dynamic = { kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic' } as const
const row = (over: Partial<PriceView>): PriceView => ({
  _id: Math.random().toString(36),
  ...dynamic,
  countryCode: '*',
  periodUnit: 'month',
  periodCount: 1,
  price: 60_000,
  popular: false,
  enabled: true,
  ...over,
})

describe('a product at a glance', () => {
  it("starts from the lowest price on sale, a country's own row included, and lists its periods shortest first", () => {
    const prices = [
      row({ periodUnit: 'month', periodCount: 3, price: 160_000 }),
      row({ price: 60_000 }),
      row({ periodUnit: 'week', periodCount: 1, price: 20_000 }),
      row({ countryCode: 'SG', periodUnit: 'week', periodCount: 1, price: 18_000 }),
      row({ periodUnit: 'day', periodCount: 1, price: 100, enabled: false }),
      row({ ipMode: 'static', periodUnit: 'day', periodCount: 1, price: 1 }),
    ]
    const summary = summarise(dynamic, prices, [])
    expect(summary.from).toEqual({ price: 18_000, unit: 'week', count: 1 })
    expect(summary.periods).toEqual([
      { unit: 'week', count: 1 },
      { unit: 'month', count: 1 },
      { unit: 'month', count: 3 },
    ])
    expect(summarise({ ...dynamic, ipVersion: 'ipv6' }, prices, []).from).toBeNull()
  })

  it('takes the shorter period when two prices are the same', () => {
    expect(
      cheapest([
        { unit: 'month', count: 1, price: 5 },
        { unit: 'day', count: 7, price: 5 },
      ]),
    ).toEqual({ unit: 'day', count: 7, price: 5 })
  })

  it('keeps the countries on sale that have it in stock, in catalogue order, and their total', () => {
    const countries: CountryView[] = [
      { code: 'VN', enabled: true, stock: { 'private:ipv4:dynamic': 0, 'private:ipv4:static': 60 } },
      { code: 'US', enabled: true, stock: { 'private:ipv4:dynamic': 20 } },
      { code: 'JP', enabled: false, stock: { 'private:ipv4:dynamic': 9 } },
      { code: 'SG', enabled: true, stock: { 'private:ipv4:dynamic': 15 } },
    ]
    const summary = summarise(dynamic, [], countries)
    expect(summary.countries).toEqual([
      { code: 'US', stock: 20 },
      { code: 'SG', stock: 15 },
    ])
    expect(summary.stock).toBe(35)
    expect(summarise({ ...dynamic, ipVersion: 'ipv6' }, [], countries).stock).toBe(0)
  })
})
