import { describe, expect, it } from 'vitest'
import { topupIntro } from './topup-intro'

describe("the top-up page's promise", () => {
  it('names only the methods that are on, in the page language', () => {
    expect(topupIntro(['bank', 'paypal'], 'en')).toBe('Add Coin to your balance. Available methods: Bank transfer, PayPal.')
    expect(topupIntro(['bank'], 'vi')).toBe('Nạp Xu vào tài khoản. Phương thức hiện có: Chuyển khoản ngân hàng.')
  })

  it('promises nothing when no method is on', () => {
    expect(topupIntro([], 'en')).toBe('Add Coin to your balance.')
  })
})
