import type { PriceView } from '@proxy-portal/worker/contract/catalogue'
import { describe, expect, it } from 'vitest'
import { amountProblem, initialPlanDraft, planPeriods, resolvePlan } from './plan-choice'

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

  it('starts on the smallest plan over the first country with room for it, or the one a link names', () => {
    const rooms = [
      { countryCode: 'VN', available: 40 },
      { countryCode: 'US', available: 60 },
      { countryCode: 'JP', available: 50 },
    ]
    expect(initialPlanDraft(rooms)).toEqual({ amount: '50', chosen: ['US'], tier: '', period: '' })
    expect(initialPlanDraft(rooms, { countryCode: 'JP', period: 'week:1', bandwidthTier: 'advanced' })).toEqual({
      amount: '50',
      chosen: ['JP'],
      tier: 'advanced',
      period: 'week:1',
    })
    // A country the shop does not offer falls back to the first with room; none with room ticks nothing.
    expect(initialPlanDraft(rooms, { countryCode: 'FR' }).chosen).toEqual(['US'])
    expect(initialPlanDraft([{ countryCode: 'VN', available: 40 }]).chosen).toEqual([])
  })

  it('prices that start at once: one month (else the shortest) and the first tier', () => {
    const catalogue = {
      prices: [row({ periodUnit: 'week', periodCount: 1 }), row({})],
      tiers: [
        { tier: 'basic' as const, monthlyGb: 50, surchargePercent: 0 },
        { tier: 'advanced' as const, monthlyGb: 200, surchargePercent: 20 },
      ],
    }
    expect(resolvePlan({ amount: '50', chosen: ['US'], tier: '', period: '' }, catalogue).choice).toEqual({
      amount: 50,
      countries: ['US'],
      bandwidthTier: 'basic',
      periodUnit: 'month',
      periodCount: 1,
    })
    const picked = resolvePlan({ amount: '100', chosen: ['US'], tier: 'advanced', period: 'week:1' }, catalogue).choice
    expect(picked).toMatchObject({ amount: 100, bandwidthTier: 'advanced', periodUnit: 'week', periodCount: 1 })
    expect(resolvePlan({ amount: '50', chosen: [], tier: '', period: '' }, catalogue).choice).toBeNull()
    expect(resolvePlan({ amount: '75', chosen: ['US'], tier: '', period: '' }, catalogue).choice).toBeNull()
  })
})
