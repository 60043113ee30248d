import { type ErrorCode, fail, ok, type Result } from '../contract/errors'
import { percentOf } from '../contract/money'

/** What a coupon promises and to whom (a coupons row, as far as the check needs it). */
export type CouponTerms = {
  kind: 'percent' | 'fixed'
  value: number
  minOrder: number
  products: string[]
  startsAt: number
  endsAt: number | null
  enabled: boolean
  maxUses: number | null
  maxUsesPerUser: number | null
  /** The agency whose coupon it is: it serves that agency's referred customers only. */
  agencyId: string | null
}

/** The purchase a coupon is typed for: its product (stock key), what it costs before the coupon, who buys. */
export type CouponUse = {
  now: number
  product: string
  price: number
  ownerAgencyId: string | null
  /** Uses so far, in all and by this buyer (the batch counts again; these give the clear answer first). */
  uses: number
  usesByBuyer: number
}

/**
 * The Xu a coupon takes off a purchase, or the DISCOUNT_* code saying why it does not apply. A percent
 * rounds half up as every discount does; a fixed amount never takes the whole price (a purchase always pays at least 1 Xu, so it
 * stays a spend in the ledger with its commission and history).
 */
export function couponDiscount(coupon: CouponTerms, use: CouponUse): Result<number> {
  const refusal = refusalOf(coupon, use)
  if (refusal) return fail(refusal)
  const off = coupon.kind === 'percent' ? percentOf(use.price, coupon.value) : coupon.value
  const discount = Math.min(off, use.price - 1)
  return discount > 0 ? ok(discount) : fail('DISCOUNT_MIN_ORDER')
}

function refusalOf(coupon: CouponTerms, use: CouponUse): ErrorCode | null {
  if (!coupon.enabled) return 'DISCOUNT_EXPIRED'
  if (coupon.startsAt > use.now) return 'DISCOUNT_NOT_STARTED'
  if (coupon.endsAt !== null && coupon.endsAt <= use.now) return 'DISCOUNT_EXPIRED'
  if (coupon.agencyId !== null && coupon.agencyId !== use.ownerAgencyId) return 'DISCOUNT_NOT_APPLICABLE'
  if (coupon.products.length > 0 && !coupon.products.includes(use.product)) return 'DISCOUNT_NOT_FOR_PRODUCT'
  if (use.price < coupon.minOrder) return 'DISCOUNT_MIN_ORDER'
  if (coupon.maxUses !== null && use.uses >= coupon.maxUses) return 'DISCOUNT_USED_UP'
  if (coupon.maxUsesPerUser !== null && use.usesByBuyer >= coupon.maxUsesPerUser) return 'DISCOUNT_ALREADY_USED'
  return null
}
