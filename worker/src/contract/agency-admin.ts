import * as v from 'valibot'
import { AgencyTotals, AgencyView, CommissionView, commissionStatuses } from './agency'
import { AuditPerson } from './audit'
import { wholeNumber } from './catalogue-admin'
import { ListQuery } from './list'

/** `GET /api/agency/admin-list`: agencies newest first, by state, searched by code, username or e-mail. */
export const AdminAgencyQuery = v.object({
  ...ListQuery.entries,
  active: v.optional(v.picklist(['true', 'false'], 'invalidValue')),
})
export type AdminAgencyQuery = v.InferOutput<typeof AdminAgencyQuery>

/** An agency as admins see it: whose it is and what it earned. */
export const AdminAgencyView = v.object({ ...AgencyView.entries, user: AuditPerson, totals: AgencyTotals })
export type AdminAgencyView = v.InferOutput<typeof AdminAgencyView>

/** `PUT /api/agency/admin-update/{id}`: activate or deactivate, and the agency's own rates (audited). */
export const AdminAgencyUpdate = v.pipe(
  v.object({
    active: v.optional(v.boolean('invalidValue')),
    commissionPercent: v.optional(wholeNumber(0, 50)),
    discountPercent: v.optional(wholeNumber(0, 50)),
  }),
  v.check((input) => Object.values(input).some((value) => value !== undefined), 'fieldIsEmpty'),
)
export type AdminAgencyUpdate = v.InferOutput<typeof AdminAgencyUpdate>

/** `GET /api/agency/admin-commissions`: every agency's commissions (or one's), in a state or any. */
export const AdminCommissionQuery = v.object({
  ...ListQuery.entries,
  status: v.optional(v.picklist(commissionStatuses, 'invalidValue')),
  agencyId: v.optional(v.pipe(v.string(), v.maxLength(64, 'tooLong'))),
})

/** A commission as admins see it: which agency, and the customer's whole e-mail. */
export const AdminCommissionView = v.object({ ...CommissionView.entries, agency: v.string(), customerEmail: v.string() })
export type AdminCommissionView = v.InferOutput<typeof AdminCommissionView>
