import * as v from 'valibot'
import { AffiliateCode, couponKinds, OptionalAffiliateCode } from './agency'
import { ipModes, ipVersions, proxyKinds, stockKey } from './catalogue'
import { wholeNumber } from './catalogue-admin'
import { ListQuery } from './list'

/** The products a coupon can be limited to, by their stock key (`private:ipv4:static`, ...). */
export const productKeys = proxyKinds.flatMap((kind) =>
  ipVersions.flatMap((ipVersion) => ipModes.map((ipMode) => stockKey({ kind, ipVersion, ipMode }))),
)

/** A percent coupon takes at most this much off; the rest is paid. */
export const MAX_COUPON_PERCENT = 90

// Up to the year 2100: a bound, so a typo of a few digits is refused rather than stored.
const when = v.pipe(
  v.number('invalidValue'),
  v.integer('invalidValue'),
  v.minValue(0, 'invalidValue'),
  v.maxValue(4_102_444_800_000, 'invalidValue'),
)

const couponFields = {
  code: AffiliateCode,
  kind: v.picklist(couponKinds, 'invalidValue'),
  /** Percent off (1-90), or Xu off. */
  value: wholeNumber(1, 1_000_000_000),
  minOrder: v.optional(wholeNumber(0, 1_000_000_000), 0),
  /** Empty: every product. */
  products: v.optional(v.pipe(v.array(v.picklist(productKeys, 'invalidValue')), v.maxLength(productKeys.length, 'tooLong')), []),
  /** Milliseconds since the epoch; not given: from now. */
  startsAt: v.optional(when),
  endsAt: v.optional(v.nullable(when), null),
  maxUses: v.optional(v.nullable(wholeNumber(1, 1_000_000)), null),
  maxUsesPerUser: v.optional(v.nullable(wholeNumber(1, 1_000)), 1),
}

const percentInRange = (input: { kind: string; value: number }) => input.kind !== 'percent' || input.value <= MAX_COUPON_PERCENT
const endAfterStart = (input: { startsAt?: number; endsAt?: number | null }) =>
  input.endsAt == null || input.startsAt === undefined || input.endsAt > input.startsAt

/** `POST /api/discount/coupon-create` (admins): any coupon. */
export const CreateCouponInput = v.pipe(
  v.object(couponFields),
  v.forward(v.partialCheck([['kind'], ['value']], percentInRange, 'invalidValue'), ['value']),
  v.forward(v.partialCheck([['startsAt'], ['endsAt']], endAfterStart, 'invalidValue'), ['endsAt']),
)
export type CreateCouponInput = v.InferOutput<typeof CreateCouponInput>

/** `POST /api/agency/coupon-create`: an agency's coupon is a percent, at most its own commission rate (DISCOUNT_OVER_MARGIN). */
export const AgencyCouponInput = v.pipe(
  v.object({ ...couponFields, kind: v.optional(v.literal('percent', 'invalidValue'), 'percent') }),
  v.forward(v.partialCheck([['startsAt'], ['endsAt']], endAfterStart, 'invalidValue'), ['endsAt']),
)
export type AgencyCouponInput = v.InferOutput<typeof AgencyCouponInput>

/** What an admin (or an agency, for its own) may change later: switch it off or on, its end and its limits. */
export const UpdateCouponInput = v.pipe(
  v.object({
    enabled: v.optional(v.boolean('invalidValue')),
    endsAt: v.optional(v.nullable(when)),
    maxUses: v.optional(v.nullable(wholeNumber(1, 1_000_000))),
    maxUsesPerUser: v.optional(v.nullable(wholeNumber(1, 1_000))),
  }),
  v.check((input) => Object.values(input).some((value) => value !== undefined), 'fieldIsEmpty'),
)
export type UpdateCouponInput = v.InferOutput<typeof UpdateCouponInput>

export const CouponView = v.object({
  _id: v.string(),
  code: v.string(),
  /** The agency's code for an agency's coupon; null for the shop's own. */
  agency: v.nullable(v.string()),
  kind: v.picklist(couponKinds),
  value: v.number(),
  minOrder: v.number(),
  products: v.array(v.string()),
  startsAt: v.number(),
  endsAt: v.nullable(v.number()),
  maxUses: v.nullable(v.number()),
  maxUsesPerUser: v.nullable(v.number()),
  enabled: v.boolean(),
  /** Purchases made with it, and what it took off them. */
  uses: v.number(),
  discountGiven: v.number(),
  createdAt: v.number(),
})
export type CouponView = v.InferOutput<typeof CouponView>

export const CouponUseView = v.object({
  _id: v.string(),
  user: v.object({ _id: v.string(), username: v.string(), email: v.string() }),
  discount: v.number(),
  createdAt: v.number(),
})
export type CouponUseView = v.InferOutput<typeof CouponUseView>

export const CouponListQuery = v.object({ ...ListQuery.entries, agency: v.optional(v.picklist(['shop', 'agency'], 'invalidValue')) })

/** A coupon code typed in the buy form; empty means none. */
export const CouponCodeInput = OptionalAffiliateCode

/** What the agency programme took off a quote, each its own line: the referred customer's discount, then a coupon. */
export const QuoteReductions = v.object({
  agencyDiscountPercent: v.number(),
  agencyDiscount: v.number(),
  coupon: v.nullable(v.object({ code: v.string(), discount: v.number() })),
})
