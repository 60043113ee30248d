import { fail, ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { findAgencyById, findCode } from './agency-store'

/**
 * What the code typed at sign-up (or brought by a referral link) makes of the new account. An active
 * agency's code refers the customer to it; a coupon's is kept as their sign-up coupon, and an agency's
 * coupon refers them to that agency too (its coupons serve its own customers). An unknown code is
 * DISCOUNT_NOT_EXISTS, an agency not active AGENCY_NOT_ACTIVE, a coupon switched off or ended
 * DISCOUNT_EXPIRED: the form says why, and the visitor can clear the field.
 */
export async function signupCode(db: Database, code: string, now: number): Promise<Result<{ ownerAgencyId: string | null }>> {
  const named = await findCode(db, code)
  if (!named) return fail('DISCOUNT_NOT_EXISTS')
  if (named.kind === 'agency') return named.agency.active ? ok({ ownerAgencyId: named.agency.id }) : fail('AGENCY_NOT_ACTIVE')
  const { coupon } = named
  if (!coupon.enabled || (coupon.endsAt !== null && coupon.endsAt <= now)) return fail('DISCOUNT_EXPIRED')
  if (!coupon.agencyId) return ok({ ownerAgencyId: null })
  const agency = await findAgencyById(db, coupon.agencyId)
  return agency?.active ? ok({ ownerAgencyId: agency.id }) : fail('AGENCY_NOT_ACTIVE')
}
