import type { AgencyCouponInput } from '@proxy-portal/worker/contract/coupons'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

/** The agency page's changes, run by the mutation helper (lib/api-mutation.ts). */
export const agencyCalls = {
  apply: (code: string, keyed: Keyed) => unwrap(api().api.agency.apply.$post({ json: { code } }, keyed)),
  createCoupon: (json: AgencyCouponInput, keyed: Keyed) => unwrap(api().api.agency['coupon-create'].$post({ json }, keyed)),
}
