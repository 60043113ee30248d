import { describe, expect, it } from 'vitest'
import { exportLines } from './plan-export'
import {
  blendedBasePrice,
  changeCountryPrice,
  chargeForRemaining,
  increaseAmountPrice,
  isPlanAmount,
  MONTH_MS,
  splitAmount,
} from './plan-rules'

describe('plan rules', () => {
  it('takes amounts in steps of 50 up to the largest plan', () => {
    expect([50, 100, 5000].map(isPlanAmount)).toEqual([true, true, true])
    expect([0, -50, 49, 75, 50.5, 5050, Number.NaN].map(isPlanAmount)).toEqual(Array(7).fill(false))
  })

  it('spreads an amount equally, the first countries taking what is left over', () => {
    expect(splitAmount(50, ['US'])).toEqual([['US', 50]])
    expect(splitAmount(100, ['US', 'VN', 'JP'])).toEqual([
      ['US', 34],
      ['VN', 33],
      ['JP', 33],
    ])
    expect(splitAmount(50, ['VN', 'US', 'JP', 'SG'])).toEqual([
      ['VN', 13],
      ['US', 13],
      ['JP', 12],
      ['SG', 12],
    ])
  })

  it('weighs country prices by their shares, rounding up', () => {
    const price = (country: string) => (country === 'JP' ? 30_000 : 20_000)
    expect(blendedBasePrice(price, [['US', 50]])).toBe(20_000)
    expect(
      blendedBasePrice(price, [
        ['US', 34],
        ['VN', 33],
        ['JP', 33],
      ]),
    ).toBe(23_300)
    expect(
      blendedBasePrice(price, [
        ['US', 2],
        ['JP', 1],
      ]),
    ).toBe(23_334)
  })

  it('charges a monthly amount for the time left: whole months in full, the rest pro rata, rounded up', () => {
    expect(chargeForRemaining(900_000, MONTH_MS / 2)).toBe(450_000)
    expect(chargeForRemaining(900_000, MONTH_MS)).toBe(900_000)
    expect(chargeForRemaining(900_000, 2 * MONTH_MS + MONTH_MS / 3)).toBe(2_100_000)
    expect(chargeForRemaining(1_000, 1)).toBe(1)
    expect(chargeForRemaining(1_000, 0)).toBe(0)
    expect(chargeForRemaining(-5, MONTH_MS)).toBe(0)
  })

  it('prices more proxies and other countries at least 1 Xu', () => {
    expect(increaseAmountPrice(1_000_000, 1_900_000, MONTH_MS / 2)).toBe(450_000)
    // 500 proxies with 10% off can cost less than 450 without: never free, never a refund.
    expect(increaseAmountPrice(9_000_000, 9_000_000, MONTH_MS)).toBe(1)
    expect(changeCountryPrice(1_000_000, 1_500_000, MONTH_MS / 2)).toBe(75_000 + 250_000)
    expect(changeCountryPrice(1_500_000, 1_000_000, MONTH_MS / 2)).toBe(50_000)
  })

  it('exports one line a proxy in service, in each format', () => {
    const proxies = [
      { _id: 'a', host: '10.0.0.1', httpPort: 8000, socksPort: 9000, countryCode: 'US', disabled: false },
      { _id: 'b', host: '10.0.0.2', httpPort: null, socksPort: 9001, countryCode: 'US', disabled: false },
      { _id: 'c', host: '10.0.0.3', httpPort: 8002, socksPort: null, countryCode: 'US', disabled: true },
    ]
    const login = { username: 'spuser', password: 'Secret' }
    expect(exportLines(proxies, login, 'colon')).toBe('10.0.0.1:8000:spuser:Secret\n10.0.0.2:9001:spuser:Secret\n')
    expect(exportLines(proxies, login, 'at')).toBe('spuser:Secret@10.0.0.1:8000\nspuser:Secret@10.0.0.2:9001\n')
    expect(exportLines(proxies, login, 'http')).toBe('http://spuser:Secret@10.0.0.1:8000\n')
    expect(exportLines(proxies, login, 'socks5')).toBe('socks5://spuser:Secret@10.0.0.1:9000\nsocks5://spuser:Secret@10.0.0.2:9001\n')
  })
})
