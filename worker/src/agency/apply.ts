import type { AgencyView } from '../contract/agency'
import { fail, ok, type Result } from '../contract/errors'
import type { AgencySettings } from '../contract/settings'
import type { Database } from '../db/client'
import { agencies } from '../db/schema'
import { claimCode, findAgencyOfUser, toAgencyView, uniqueFailureOf } from './agency-store'

/**
 * A customer applies for an agency with a code of their choosing: one agency per user
 * (ALREADY_HAVE_AGENCY), a code nobody's agency or coupon has (COUPON_ALREADY_EXIST). It starts
 * inactive, with the settings' rates, until an admin activates it. The code and the agency are one
 * batch, so two applications for one code, or two of one user, end with one agency.
 */
export async function applyForAgency(
  db: Database,
  input: { userId: string; code: string; defaults: AgencySettings; now: number },
): Promise<Result<AgencyView>> {
  if (await findAgencyOfUser(db, input.userId)) return fail('ALREADY_HAVE_AGENCY')
  const id = crypto.randomUUID()
  const row = {
    id,
    userId: input.userId,
    code: input.code,
    active: false,
    commissionPercent: input.defaults.commissionPercent,
    discountPercent: input.defaults.discountPercent,
    createdAt: input.now,
    activatedAt: null,
    updatedAt: input.now,
  }
  try {
    await db.batch([db.insert(agencies).values(row), claimCode(db, input.code, 'agency', id, input.now)])
  } catch (error) {
    const taken = uniqueFailureOf(error)
    if (taken === 'user') return fail('ALREADY_HAVE_AGENCY')
    if (taken === 'code') return fail('COUPON_ALREADY_EXIST')
    throw error
  }
  return ok(toAgencyView(row))
}
