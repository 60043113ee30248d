import { type Buyer, type Reductions, reductionsFor } from '../agency/reductions'
import { stockKey } from '../contract/catalogue'
import { fail, ok, type Result } from '../contract/errors'
import type { OrderChoice, OrderQuote } from '../contract/orders'
import { countryOnSale, findPrice, findTier, listDiscounts } from '../db/catalogue'
import type { Database } from '../db/client'
import { quote } from '../domain/pricing'
import { inventoryPool } from '../providers/supply/inventory-pool'

/** Who asks for the price, and when: a referred buyer's agency discount and a coupon depend on both (ADR 0030). */
export type Asker = { buyer: Buyer; now: number }

/**
 * The server's price of a choice, read from the catalogue (the client never sends a price):
 * INVALID_COUNTRY for a country not on sale, PRICE_NOT_EXISTS when the product is not sold for
 * that period, BANDWIDTH_NOT_EXISTS for a tier the shop has not configured; then the agency
 * programme's reductions (a coupon that does not apply: its DISCOUNT_* code).
 */
export async function priceChoice(db: Database, choice: OrderChoice, asker: Asker): Promise<Result<OrderQuote & { applied: Reductions }>> {
  if (!(await countryOnSale(db, choice.countryCode))) return fail('INVALID_COUNTRY')
  const [price, tier, discounts, stock] = await Promise.all([
    findPrice(db, choice, choice.countryCode, choice.periodUnit, choice.periodCount),
    findTier(db, choice.bandwidthTier),
    listDiscounts(db),
    inventoryPool.stock(db, choice, choice.countryCode),
  ])
  if (!price) return fail('PRICE_NOT_EXISTS')
  if (!tier) return fail('BANDWIDTH_NOT_EXISTS')
  const shop = quote({
    basePrice: price.price,
    amount: choice.amount,
    periodUnit: choice.periodUnit,
    periodCount: choice.periodCount,
    surchargePercent: tier.surchargePercent,
    discounts,
    stock,
    popular: price.popular,
  })
  const purchase = { product: stockKey(choice), price: shop.totalPrice, coupon: choice.coupon }
  const reduced = await reductionsFor(db, asker.buyer, purchase, asker.now)
  if (!reduced.ok) return reduced
  const { agencyDiscountPercent, agencyDiscount, coupon } = reduced.value
  const totalPrice = shop.totalPrice - agencyDiscount - (coupon?.discount ?? 0)
  const couponLine = coupon ? { code: coupon.code, discount: coupon.discount } : null
  return ok({ ...shop, totalPrice, agencyDiscountPercent, agencyDiscount, coupon: couponLine, applied: reduced.value })
}
