import { describe, expect, it } from 'vitest'
import { promotionBonus } from './ledger'

describe('the promotion', () => {
  it('gives nothing up to 44 USD, 10% over 44 USD and 15% over 220 USD, at the rate', () => {
    expect(promotionBonus(44 * 26000, 26000)).toBe(0)
    expect(promotionBonus(44 * 26000 + 1, 26000)).toBe(114400)
    expect(promotionBonus(220 * 26000, 26000)).toBe(572000)
    expect(promotionBonus(220 * 26000 + 1, 26000)).toBe(858000)
    expect(promotionBonus(2_000_000, 25000)).toBe(200000)
  })
})
