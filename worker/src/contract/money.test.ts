import { describe, expect, it } from 'vitest'
import {
  centsFromDecimal,
  centsFromMicroUsd,
  centsFromUsdNumber,
  DEFAULT_VND_PER_USD,
  decimalFromCents,
  decimalFromMicroUsd,
  formatAmount,
  formatUsd,
  formatXu,
  microUsdFromCents,
  percentDown,
  percentOf,
  prorate,
  shareUp,
  usdCentsToXu,
  xuToUsdCents,
} from './money'

describe('money', () => {
  it('formats integer Xu with a comma thousands separator', () => {
    expect(formatAmount(0)).toBe('0')
    expect(formatAmount(999)).toBe('999')
    expect(formatAmount(1000)).toBe('1,000')
    expect(formatAmount(1234567)).toBe('1,234,567')
    expect(formatAmount(-10000)).toBe('-10,000')
    expect(formatXu(26000, 'Xu')).toBe('26,000 Xu')
    expect(formatXu(1500000, 'Coin')).toBe('1,500,000 Coin')
  })

  it('refuses anything that is not an integer amount', () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError)
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError)
    expect(() => formatAmount(2 ** 53)).toThrow(RangeError)
  })

  it('converts Xu to US cents at 26000 VND per USD by default, rounding half up', () => {
    expect(DEFAULT_VND_PER_USD).toBe(26000)
    expect(xuToUsdCents(26000)).toBe(100)
    expect(xuToUsdCents(1_144_000)).toBe(4400)
    expect(xuToUsdCents(130)).toBe(1) // half a cent rounds up
    expect(xuToUsdCents(129)).toBe(0)
    expect(xuToUsdCents(-26000)).toBe(-100)
    expect(xuToUsdCents(50000, 25000)).toBe(200)
  })

  it('converts US cents to Xu rounding down, never crediting a fraction', () => {
    expect(usdCentsToXu(100)).toBe(26000)
    expect(usdCentsToXu(1)).toBe(260)
    expect(usdCentsToXu(1, 25950)).toBe(259)
    expect(() => usdCentsToXu(-1)).toThrow(RangeError)
    expect(() => usdCentsToXu(100, 0)).toThrow(RangeError)
  })

  it('formats US cents as dollars', () => {
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(5)).toBe('$0.05')
    expect(formatUsd(123456)).toBe('$1,234.56')
    expect(formatUsd(-250)).toBe('-$2.50')
  })

  it('reads and writes decimal dollar amounts exactly', () => {
    expect(centsFromDecimal('12.34')).toBe(1234)
    expect(centsFromDecimal('0.01')).toBe(1)
    expect(centsFromDecimal('1234.5')).toBe(123450)
    expect(centsFromDecimal('10')).toBe(1000)
    expect(centsFromDecimal('1.234')).toBeNull()
    expect(centsFromDecimal('-1.00')).toBeNull()
    expect(centsFromDecimal('1e3')).toBeNull()
    expect(decimalFromCents(123450)).toBe('1234.50')
    expect(decimalFromCents(7)).toBe('0.07')
  })

  it('reads a dollar amount sent as a JSON number from its decimal text, never by multiplying a float', () => {
    expect(centsFromUsdNumber(12.34)).toBe(1234)
    expect(centsFromUsdNumber(4.35)).toBe(435) // 4.35 * 100 is 434.99999999999994
    expect(centsFromUsdNumber(10)).toBe(1000)
    expect(centsFromUsdNumber(0.1 + 0.2)).toBeNull()
    expect(centsFromUsdNumber(10.000000001)).toBeNull()
    expect(centsFromUsdNumber(1e-7)).toBeNull()
    expect(centsFromUsdNumber(-1)).toBeNull()
    expect(centsFromUsdNumber(Number.NaN)).toBeNull()
  })

  it("converts USDT's millionths of a dollar exactly", () => {
    expect(microUsdFromCents(1234, 56)).toBe(12_340_056)
    expect(decimalFromMicroUsd(12_340_056)).toBe('12.340056')
    expect(centsFromMicroUsd(12_340_056)).toBe(1234)
    expect(() => microUsdFromCents(1, 10_000)).toThrow(RangeError)
  })

  it('takes percentages and shares in whole Xu, rounded as each use needs, exactly past 2^53 products', () => {
    expect(percentOf(1005, 10)).toBe(101) // 100.5 rounds half up
    expect(percentDown(1009, 10)).toBe(100)
    expect(shareUp(10, 3)).toBe(4)
    expect(shareUp(9, 3)).toBe(3)
    // 9e9 Xu times a month of milliseconds is far past 2^53, where a float product loses units.
    const month = 2_592_000_000
    expect(prorate(9_000_000_000, month - 1, month)).toBe(8_999_999_997)
    expect(prorate(9_000_000_000, 1, month)).toBe(4)
    expect(() => prorate(100, 1.5, 10)).toThrow(RangeError)
    expect(() => percentOf(100, -1)).toThrow(RangeError)
  })
})
