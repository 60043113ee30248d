import type { AdminAgencyUpdate } from '@proxy-portal/worker/contract/agency-admin'
import type { CreateCouponInput, UpdateCouponInput } from '@proxy-portal/worker/contract/coupons'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

/** The changes of /admin/agencies and /admin/coupons (audited by the API), run by the mutation helper. */
export const agencyAdminCalls = {
  updateAgency: (id: string, json: AdminAgencyUpdate, keyed?: Keyed) =>
    unwrap(api().api.agency['admin-update'][':id'].$put({ param: { id }, json }, keyed)),
  createCoupon: (json: CreateCouponInput, keyed?: Keyed) => unwrap(api().api.discount['coupon-create'].$post({ json }, keyed)),
  updateCoupon: (id: string, json: UpdateCouponInput, keyed?: Keyed) =>
    unwrap(api().api.discount['coupon-update'][':id'].$put({ param: { id }, json }, keyed)),
}
