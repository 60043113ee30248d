import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { commissionMonths, listCommissions, referredCustomers } from '../agency/agency-reads'
import { findAgencyOfUser } from '../agency/agency-store'
import { applyForAgency } from '../agency/apply'
import { toCommissionView } from '../agency/commission-views'
import { createCoupon, listCoupons } from '../agency/coupon-store'
import {
  AgencyView,
  ApplyAgencyInput,
  CommissionListQuery,
  CommissionMonth,
  CommissionView,
  ReferredCustomerView,
} from '../contract/agency'
import { AgencyCouponInput, CouponView } from '../contract/coupons'
import { ListQuery, listResult } from '../contract/list'
import { loadPublicSettings } from '../db/settings'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

/** The caller's agency; a caller without one has none of its features (AGENCY_NOT_ACTIVE). */
export async function callersAgency(c: Context<ApiEnv>) {
  const agency = await findAgencyOfUser(c.get('db'), c.get('auth').user.id)
  if (!agency) throw new ApiError('AGENCY_NOT_ACTIVE')
  return agency
}

/** The caller's agency when an admin has activated it; making coupons needs that (AGENCY_NOT_ACTIVE). */
async function activeAgency(c: Context<ApiEnv>) {
  const agency = await callersAgency(c)
  if (!agency.active) throw new ApiError('AGENCY_NOT_ACTIVE')
  return agency
}

/** The agency programme as a customer runs it (ADR 0030): applying, its referred customers, its commissions. */
export const agency = new Hono<ApiEnv>()
  .post(
    '/apply',
    describe(
      'agency',
      'Apply for an agency with a code of your choosing; it is inactive until an admin activates it',
      AgencyView,
      'signed-in',
    ),
    signedIn(),
    validate('json', ApplyAgencyInput),
    async (c) => {
      const defaults = (await loadPublicSettings(c.get('db'))).agency
      const input = { userId: c.get('auth').user.id, code: c.req.valid('json').code, defaults, now: c.get('now') }
      return c.json(unwrapResult(await applyForAgency(c.get('db'), input)), 200)
    },
  )
  .get(
    '/customers',
    describe(
      'agency',
      'Customers the agency referred, newest first: masked e-mail, sign-up date, spend',
      listResult(ReferredCustomerView),
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('query', ListQuery),
    async (c) => c.json(await referredCustomers(c.get('db'), (await callersAgency(c)).id, c.req.valid('query')), 200),
  )
  .get(
    '/commissions',
    describe(
      'agency',
      "The agency's commissions, newest first, each naming the spend it comes from",
      listResult(CommissionView),
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('query', CommissionListQuery),
    async (c) => {
      const { page, limit, status } = c.req.valid('query')
      const db = c.get('db')
      const [own, settings] = await Promise.all([callersAgency(c), loadPublicSettings(db)])
      const { rows, total } = await listCommissions(db, { agencyId: own.id, status }, { page, limit })
      return c.json({ data: rows.map((row) => toCommissionView(row, settings.agency.pendingDays)), total }, 200)
    },
  )
  .post(
    '/coupon-create',
    describe('agency', "An active agency's coupon for its own customers: a percent at most its commission rate", CouponView, 'signed-in'),
    signedIn(),
    validate('json', AgencyCouponInput),
    async (c) => {
      const own = await activeAgency(c)
      const actor = { userId: c.get('auth').user.id, admin: false, agency: own }
      return c.json(unwrapResult(await createCoupon(c.get('db'), actor, c.req.valid('json'), c.get('now'))), 200)
    },
  )
  .get(
    '/coupons',
    describe('agency', "The agency's own coupons, newest first, with their uses", listResult(CouponView), 'api-key'),
    signedIn({ apiKey: true }),
    validate('query', ListQuery),
    async (c) => c.json(await listCoupons(c.get('db'), { agencyId: (await callersAgency(c)).id }, c.req.valid('query')), 200),
  )
  .get(
    '/chart',
    describe('agency', 'Commission earned and paid per shop month, the last 12 months', v.array(CommissionMonth), 'api-key'),
    signedIn({ apiKey: true }),
    async (c) => c.json(await commissionMonths(c.get('db'), (await callersAgency(c)).id, c.get('now')), 200),
  )
