import { and, count, eq } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import { percentOf } from '../contract/money'
import type { Database } from '../db/client'
import { couponUses } from '../db/schema'
import { couponDiscount } from '../domain/coupon-check'
import { findAgencyById, findCode } from './agency-store'

/** A coupon as a purchase uses it: what it took off, and the commission points an agency's own coupon costs it. */
export type AppliedCoupon = { id: string; code: string; discount: number; commissionCut: number }

/** What the agency programme takes off a purchase, after the quantity discount: its customer discount, then a coupon. */
export type Reductions = { agencyDiscountPercent: number; agencyDiscount: number; coupon: AppliedCoupon | null }

export const NO_REDUCTIONS: Reductions = { agencyDiscountPercent: 0, agencyDiscount: 0, coupon: null }

export type Buyer = { id: string; ownerAgencyId: string | null }

/**
 * The reductions of a purchase of `product` costing `price` Xu (ADR 0030): a referred buyer's agency
 * discount when the agency is active (never on its owner's own purchases), then the coupon typed, if
 * any, on what is left; a coupon that does not apply is its DISCOUNT_* code. The coupon's limits are
 * counted here for a clear answer; the purchase's batch counts again, which is what holds.
 */
export async function reductionsFor(
  db: Database,
  buyer: Buyer,
  purchase: { product: string; price: number; coupon?: string },
  now: number,
): Promise<Result<Reductions>> {
  const agency = buyer.ownerAgencyId ? await findAgencyById(db, buyer.ownerAgencyId) : null
  const agencyDiscountPercent = agency?.active && agency.userId !== buyer.id ? agency.discountPercent : 0
  const agencyDiscount = Math.min(percentOf(purchase.price, agencyDiscountPercent), purchase.price - 1)
  if (!purchase.coupon) return ok({ agencyDiscountPercent, agencyDiscount, coupon: null })
  const named = await findCode(db, purchase.coupon)
  if (named?.kind !== 'coupon') return fail('DISCOUNT_NOT_EXISTS')
  const { coupon } = named
  const [[all], [mine]] = await Promise.all([
    db.select({ n: count() }).from(couponUses).where(eq(couponUses.couponId, coupon.id)),
    db
      .select({ n: count() })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, coupon.id), eq(couponUses.userId, buyer.id))),
  ])
  const use = { now, product: purchase.product, price: purchase.price - agencyDiscount, ownerAgencyId: buyer.ownerAgencyId }
  const discount = couponDiscount(coupon, { ...use, uses: all?.n ?? 0, usesByBuyer: mine?.n ?? 0 })
  if (!discount.ok) return discount
  const commissionCut = coupon.agencyId ? coupon.value : 0
  return ok({
    agencyDiscountPercent,
    agencyDiscount,
    coupon: { id: coupon.id, code: coupon.code, discount: discount.value, commissionCut },
  })
}
