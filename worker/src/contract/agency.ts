import * as v from 'valibot'
import { AFFILIATE_CODE_MAX, AFFILIATE_CODE_PATTERN, commissionStatuses } from './choices'
import { type TransactionType, transactionTypes } from './ledger'
import { ListQuery } from './list'

// Kept apart for the portal's addresses, which must not load this module's schemas (choices.ts).
export { AFFILIATE_CODE_MAX, AFFILIATE_CODE_PATTERN, commissionStatuses }

/** A code being chosen or typed: checked as typed, then kept lower-cased (one code, whatever its case). */
export const AffiliateCode = v.pipe(
  v.string('fieldIsEmpty'),
  v.trim(),
  v.nonEmpty('fieldIsEmpty'),
  v.maxLength(AFFILIATE_CODE_MAX, 'tooLong'),
  v.regex(AFFILIATE_CODE_PATTERN, 'affiliateCodeInvalid'),
  v.toLowerCase(),
)

/** A code a form may leave empty (sign-up, the buy form): same rule, empty means none. */
export const OptionalAffiliateCode = v.optional(
  v.pipe(
    v.string('invalidValue'),
    v.trim(),
    v.maxLength(AFFILIATE_CODE_MAX, 'tooLong'),
    v.check((code) => code === '' || AFFILIATE_CODE_PATTERN.test(code), 'affiliateCodeInvalid'),
    v.transform((code) => code.toLowerCase() || undefined),
  ),
)

/** What customers spend their balance on: purchases, renewals and upgrades (not top-ups, not admin changes). */
export const spendTypes: readonly TransactionType[] = [
  'buy_proxy_shared',
  'buy_proxy_private',
  'buy_key',
  'renew_key',
  'auto_renew_key',
  'increase_bandwidth',
  'increase_amount',
  'change_country',
  'renew',
  'renew_private',
  'auto_renew',
  'auto_renew_private',
]

export type CommissionStatus = (typeof commissionStatuses)[number]

export const couponKinds = ['percent', 'fixed'] as const
export type CouponKind = (typeof couponKinds)[number]

/** `POST /api/agency/apply`: the code the agency's link and sign-ups will carry. */
export const ApplyAgencyInput = v.object({ code: AffiliateCode })

/** An agency as its owner and the user answer see it. */
export const AgencyView = v.object({
  _id: v.string(),
  code: v.string(),
  active: v.boolean(),
  commissionPercent: v.number(),
  discountPercent: v.number(),
  createdAt: v.number(),
  activatedAt: v.nullable(v.number()),
})
export type AgencyView = v.InferOutput<typeof AgencyView>

/** The agency that referred a customer, as that customer sees it: its code and the discount they get. */
export const OwnerAgencyView = v.object({ code: v.string(), discountPercent: v.number() })
export type OwnerAgencyView = v.InferOutput<typeof OwnerAgencyView>

/** What the agency earned: pending (waiting out its days), paid (credited, less what was clawed back). */
export const AgencyTotals = v.object({ customers: v.number(), pending: v.number(), paid: v.number() })
export type AgencyTotals = v.InferOutput<typeof AgencyTotals>

/** `GET /api/user/agency` (spec section 7): the caller's agency with its totals, and the agency that referred them. */
export const MyAgency = v.object({
  agency: v.nullable(v.object({ ...AgencyView.entries, totals: AgencyTotals })),
  ownerAgency: v.nullable(OwnerAgencyView),
  /** How long a commission stays pending, in days (a setting). */
  pendingDays: v.number(),
})
export type MyAgency = v.InferOutput<typeof MyAgency>

/** A referred customer as their agency sees them: the e-mail masked, when they signed up, what they spent. */
export const ReferredCustomerView = v.object({ email: v.string(), createdAt: v.number(), spend: v.number() })
export type ReferredCustomerView = v.InferOutput<typeof ReferredCustomerView>

/** One commission: the spend it comes from, its rate and amount, and what happened to it. */
export const CommissionView = v.object({
  _id: v.string(),
  /** The customer's masked e-mail. */
  customer: v.string(),
  spendType: v.picklist(transactionTypes),
  spendAmount: v.number(),
  percent: v.number(),
  amount: v.number(),
  /** Taken back by refunds of the spend. */
  reversed: v.number(),
  /** Credited to the agent's balance, and taken back from it after a refund. */
  paid: v.number(),
  clawedBack: v.number(),
  status: v.picklist(commissionStatuses),
  createdAt: v.number(),
  /** When a pending commission is credited (by the first cron run after it). */
  availableAt: v.number(),
  creditedAt: v.nullable(v.number()),
})
export type CommissionView = v.InferOutput<typeof CommissionView>

/** The agency page's chart: per shop month (UTC+7), what was earned and what was paid. */
export const CommissionMonth = v.object({ month: v.string(), earned: v.number(), paid: v.number() })
export type CommissionMonth = v.InferOutput<typeof CommissionMonth>

export const CommissionListQuery = v.object({
  ...ListQuery.entries,
  status: v.optional(v.picklist(commissionStatuses, 'invalidValue')),
})
