import type { KeyPackageView } from '@proxy-portal/worker/contract/key-packages'

export type KeyQuote = { unitPrice: number; total: number; renewPrice: number; stock: number; balance: number; balanceShort: number }

/**
 * What buying `amount` keys of a package costs against the balance. A key has no discount or
 * surcharge: the purchase charges exactly the package's price times the amount (keys/buy-keys.ts), so
 * the page multiplies the price the package list gives instead of asking the server (ADR 0028).
 */
export function keyQuote(pack: KeyPackageView, amount: number, balance: number): KeyQuote {
  const total = pack.price * amount
  return {
    unitPrice: pack.price,
    total,
    renewPrice: pack.renewPrice,
    stock: pack.stock,
    balance,
    balanceShort: Math.max(0, total - balance),
  }
}

export const canBuy = (quote: KeyQuote, amount: number) => quote.balanceShort === 0 && amount <= quote.stock
