import { describe, expect, it } from 'vitest'
import { parsePeriod, periodValue } from './period-value'

describe('a period in a select', () => {
  it('reads back what it wrote, and nothing else', () => {
    expect(parsePeriod(periodValue('month', 3))).toEqual({ periodUnit: 'month', periodCount: 3 })
    expect(parsePeriod('week:1')).toEqual({ periodUnit: 'week', periodCount: 1 })
    expect(parsePeriod('year:1')).toBeNull()
    expect(parsePeriod('day:0')).toBeNull()
    expect(parsePeriod('day:1.5')).toBeNull()
  })
})
