import type { AppliedCoupon } from '../agency/reductions'
import { fail, ok, type Result } from '../contract/errors'
import type { OrderChoice } from '../contract/orders'
import { countryOnSale, findPackage } from '../db/catalogue'
import type { Database } from '../db/client'
import { inventoryPool } from '../providers/supply/inventory-pool'
import type { NewOrder } from './order-queries'
import { type Asker, priceChoice } from './price-choice'

/** What a purchase buys and what it costs, all from the server's catalogue, with the stock there is now. */
export type Offer = Pick<
  NewOrder,
  | 'packageId'
  | 'packageName'
  | 'packageNameEn'
  | 'kind'
  | 'ipVersion'
  | 'ipMode'
  | 'countryCode'
  | 'amount'
  | 'bandwidthTier'
  | 'periodUnit'
  | 'periodCount'
  | 'originalPrice'
  | 'discount'
  | 'totalPrice'
  | 'renewPrice'
> & { stock: number; coupon?: AppliedCoupon | null }

/**
 * A choice of product, country, amount, tier and period, priced by the price list, tiers and discounts,
 * then the agency programme's reductions; the order's discount is all that came off its original price.
 */
export async function offerOfChoice(db: Database, choice: OrderChoice, asker: Asker): Promise<Result<Offer>> {
  const priced = await priceChoice(db, choice, asker)
  if (!priced.ok) return priced
  const { originalPrice, totalPrice, renewPrice, stock, applied } = priced.value
  const { coupon: _, ...product } = choice
  const discount = originalPrice - totalPrice
  return ok({
    ...product,
    packageId: null,
    packageName: null,
    packageNameEn: null,
    originalPrice,
    discount,
    totalPrice,
    renewPrice,
    stock,
    coupon: applied.coupon,
  })
}

/**
 * A ready-made package at its own price: INVALID_ORDER_PACKAGE when it does not exist, is off sale, or
 * is of shared proxies (those are sold as the shared plan, whose customers share them; orders hold theirs alone).
 */
export async function offerOfPackage(db: Database, packageId: string): Promise<Result<Offer>> {
  const found = await findPackage(db, packageId)
  if (!found?.enabled || found.kind !== 'private') return fail('INVALID_ORDER_PACKAGE')
  if (!(await countryOnSale(db, found.countryCode))) return fail('INVALID_COUNTRY')
  return ok({
    packageId: found.id,
    packageName: found.name,
    packageNameEn: found.nameEn,
    kind: found.kind,
    ipVersion: found.ipVersion,
    ipMode: found.ipMode,
    countryCode: found.countryCode,
    amount: found.amount,
    bandwidthTier: found.bandwidthTier,
    periodUnit: found.periodUnit,
    periodCount: found.periodCount,
    originalPrice: found.price,
    discount: 0,
    totalPrice: found.price,
    renewPrice: found.renewPrice,
    stock: await inventoryPool.stock(db, found, found.countryCode),
  })
}
