import { fail, ok, type Result } from '../contract/errors'
import type { OrderChoice, Quote } from '../contract/orders'
import { countryOnSale, findPrice, findTier, listDiscounts } from '../db/catalogue'
import type { Database } from '../db/client'
import { quote } from '../domain/pricing'
import { inventoryPool } from '../providers/supply/inventory-pool'

/**
 * The server's price of a choice, read from the catalogue (the client never sends a price):
 * INVALID_COUNTRY for a country not on sale, PRICE_NOT_EXISTS when the product is not sold for
 * that period, BANDWIDTH_NOT_EXISTS for a tier the shop has not configured.
 */
export async function priceChoice(db: Database, choice: OrderChoice): Promise<Result<Quote>> {
  if (!(await countryOnSale(db, choice.countryCode))) return fail('INVALID_COUNTRY')
  const [price, tier, discounts, stock] = await Promise.all([
    findPrice(db, choice, choice.countryCode, choice.periodUnit, choice.periodCount),
    findTier(db, choice.bandwidthTier),
    listDiscounts(db),
    inventoryPool.stock(db, choice, choice.countryCode),
  ])
  if (!price) return fail('PRICE_NOT_EXISTS')
  if (!tier) return fail('BANDWIDTH_NOT_EXISTS')
  return ok(
    quote({
      basePrice: price.price,
      amount: choice.amount,
      periodUnit: choice.periodUnit,
      periodCount: choice.periodCount,
      surchargePercent: tier.surchargePercent,
      discounts,
      stock,
      popular: price.popular,
    }),
  )
}
