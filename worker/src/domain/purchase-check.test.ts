import { describe, expect, it } from 'vitest'
import type { Quote } from '../contract/orders'
import { purchaseQuote } from './purchase-check'

const price: Quote = {
  unitPrice: 20_000,
  originalPrice: 1_000_000,
  discountPercent: 10,
  discount: 100_000,
  totalPrice: 900_000,
  renewPrice: 900_000,
  stock: 40,
  popular: false,
}

describe('a quote as a buy form shows it', () => {
  it('names each country short of what the choice takes from it, and only those', () => {
    const checked = purchaseQuote(
      price,
      [
        { countryCode: 'VN', wanted: 25, available: 40 },
        { countryCode: 'US', wanted: 25, available: 10 },
      ],
      2_000_000,
    )
    expect(checked.shortages).toEqual([{ countryCode: 'US', wanted: 25, available: 10 }])
    expect(purchaseQuote(price, [{ countryCode: 'VN', wanted: 50, available: 50 }], 0).shortages).toEqual([])
  })

  it('says what the balance lacks for the total, nothing when it is enough', () => {
    expect(purchaseQuote(price, [], 250_000)).toMatchObject({ balance: 250_000, balanceShort: 650_000 })
    expect(purchaseQuote(price, [], 900_000)).toMatchObject({ balance: 900_000, balanceShort: 0 })
    expect(purchaseQuote(price, [], 5_000_000).balanceShort).toBe(0)
  })
})
