import { afterEach, describe, expect, it } from 'vitest'
import { type Locale, overwriteGetLocale } from '../../paraglide/runtime'
import { storedText, transactionContent } from './stored-text'

const inLocale = (locale: Locale, content: string) => {
  overwriteGetLocale(() => locale)
  return storedText(content)
}

describe('stored contents in the page language', () => {
  afterEach(() => overwriteGetLocale(() => 'vi'))

  it("says a shared plan's ledger rows in the page's words, each part of the plan translated", () => {
    expect(inLocale('vi', 'Shared plan: 50 × VN, US · basic · 1 month')).toBe('Gói proxy dùng chung: 50 × VN, US · Cơ bản · 1 tháng')
    expect(inLocale('en', 'Shared plan: 50 × VN, US · basic · 1 month')).toBe('Shared proxy plan: 50 × VN, US · Basic · 1 month')
    expect(inLocale('vi', 'Shared plan increase bandwidth: basic → premium')).toBe('Gói proxy dùng chung: Cơ bản → Cao cấp')
    expect(inLocale('en', 'Shared plan renew: 2 month')).toBe('Shared proxy plan: 2 months')
  })

  it("names payment methods as the top-up page does, keeping the provider's reference", () => {
    expect(inLocale('vi', 'Card cs_123')).toBe('Thẻ tín dụng cs_123')
    expect(inLocale('en', 'Card')).toBe('Credit card')
    expect(inLocale('vi', 'MoMo 4242')).toBe('Ví Momo 4242')
    expect(inLocale('en', 'USDT TRC20')).toBe('USDT (TRC20)')
    expect(inLocale('en', 'bytepay ord_9')).toBe('Bytepay ord_9')
    expect(inLocale('vi', 'PayPal refunded 5TY')).toBe('PayPal hoàn tiền 5TY')
    expect(inLocale('en', 'PayPal reversed 5TY')).toBe('PayPal reversed 5TY')
    expect(inLocale('vi', 'FT2611 (admin review)')).toBe('FT2611 (duyệt thủ công)')
  })

  it('shows what it does not know as stored', () => {
    for (const content of ['P2KAC5N87G4KP', 'USDT 8f3a', 'Cardinal refund by hand', 'PayPal 9X', '10% · an***@mail.com']) {
      expect(inLocale('en', content)).toBe(content)
    }
    // An admin's reason is theirs, whatever words it starts with.
    overwriteGetLocale(() => 'vi')
    expect(storedText('Card payment made by hand', 'admin_topup')).toBe('Card payment made by hand')
    expect(storedText('Card cs_1', 'topup')).toBe('Thẻ tín dụng cs_1')
  })

  it("names a key package in the page's language, in English where the worker gives its English name", () => {
    const bought = { type: 'buy_key', content: '3 × Gói xoay Việt Nam', contentEn: '3 × Vietnam rotating' } as const
    overwriteGetLocale(() => 'en')
    expect(transactionContent(bought)).toBe('3 × Vietnam rotating')
    expect(transactionContent({ type: 'buy_key', content: '3 × Gói cũ' })).toBe('3 × Gói cũ')
    overwriteGetLocale(() => 'vi')
    expect(transactionContent(bought)).toBe('3 × Gói xoay Việt Nam')
    expect(transactionContent({ type: 'topup', content: 'Card cs_1' })).toBe('Thẻ tín dụng cs_1')
  })
})
