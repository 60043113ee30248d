import { shortfall } from '../contract/money'
import type { PurchaseChecks, StockShortage } from '../contract/orders'

/** What a choice takes from each country, and what each country has left. */
export type StockWants = { countryCode: string; wanted: number; available: number }[]

/**
 * A quote as a buy form shows it: the price, every country whose stock is below what the choice
 * takes from it, and what the balance lacks for the total (0 when it is enough).
 */
export function purchaseQuote<Q extends { totalPrice: number }>(quote: Q, wants: StockWants, balance: number): Q & PurchaseChecks {
  const shortages: StockShortage[] = wants.filter((want) => want.wanted > want.available)
  return { ...quote, shortages, balance, balanceShort: shortfall(quote.totalPrice, balance) }
}
