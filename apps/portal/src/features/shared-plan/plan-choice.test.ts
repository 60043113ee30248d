import type { PriceView } from '@proxy-portal/worker/contract/catalogue'
import { describe, expect, it } from 'vitest'
import { amountProblem, planPeriods } from './plan-choice'

const row = (over: Partial<PriceView>): PriceView => ({
  _id: Math.random().toString(36),
  kind: 'shared',
  ipVersion: 'ipv4',
  ipMode: 'static',
  countryCode: '*',
  periodUnit: 'month',
  periodCount: 1,
  price: 20_000,
  popular: false,
  enabled: true,
  ...over,
})

describe('the plan form choices', () => {
  it('offers the periods every chosen country has a price for, shortest first', () => {
    const prices = [
      row({ periodUnit: 'month', periodCount: 3 }),
      row({}),
      row({ countryCode: 'JP', periodUnit: 'day', periodCount: 1 }),
      row({ periodUnit: 'week', periodCount: 1 }),
      row({ periodUnit: 'day', periodCount: 7, enabled: false }),
    ]
    expect(planPeriods(prices, ['US'])).toEqual([
      { unit: 'week', count: 1 },
      { unit: 'month', count: 1 },
      { unit: 'month', count: 3 },
    ])
    expect(planPeriods(prices, ['JP']).map((p) => `${p.unit}:${p.count}`)).toEqual(['day:1', 'week:1', 'month:1', 'month:3'])
    expect(planPeriods(prices, ['JP', 'US']).map((p) => `${p.unit}:${p.count}`)).toEqual(['week:1', 'month:1', 'month:3'])
  })

  it('takes amounts in steps of 50 up to the largest plan', () => {
    expect([50, 100, 5000].map((n) => amountProblem(n))).toEqual([null, null, null])
    expect([0, 49, 75, 50.5, Number.NaN].map((n) => amountProblem(n))).toEqual(Array(5).fill('step'))
    expect(amountProblem(5050)).toBe('max')
    expect(amountProblem(100, 4950)).toBe('max')
  })
})
