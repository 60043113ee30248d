import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { dayStartOf, nextPeriodStart, periodStart, rangeOf, ShopDate, shopDateOf } from './shop-days'

describe('shop days (UTC+7)', () => {
  it('starts a day at midnight in Vietnam', () => {
    expect(dayStartOf('2026-11-26')).toBe(Date.parse('2026-11-25T17:00:00Z'))
    expect(shopDateOf(Date.parse('2026-11-25T17:00:00Z'))).toBe('2026-11-26')
    expect(shopDateOf(Date.parse('2026-11-25T16:59:59Z'))).toBe('2026-11-25')
  })

  it('finds the day, the Monday and the first of the month a moment falls in', () => {
    const thursday = Date.parse('2026-11-26T10:00:00Z')
    expect(periodStart(thursday, 'day')).toBe(dayStartOf('2026-11-26'))
    expect(periodStart(thursday, 'week')).toBe(dayStartOf('2026-11-23'))
    expect(periodStart(thursday, 'month')).toBe(dayStartOf('2026-11-01'))
    expect(nextPeriodStart(dayStartOf('2026-12-01'), 'month')).toBe(dayStartOf('2027-01-01'))
    expect(nextPeriodStart(dayStartOf('2026-11-23'), 'week')).toBe(dayStartOf('2026-11-30'))
  })

  it('reads a range of days with both ends included, and refuses dates that do not exist', () => {
    expect(rangeOf({ from: '2026-11-01', to: '2026-11-01' })).toEqual({ start: dayStartOf('2026-11-01'), end: dayStartOf('2026-11-02') })
    expect(rangeOf({})).toEqual({})
    expect(v.safeParse(ShopDate, '2026-02-30').success).toBe(false)
    expect(v.safeParse(ShopDate, '2026-2-3').success).toBe(false)
    expect(v.safeParse(ShopDate, '2028-02-29').success).toBe(true)
  })
})
