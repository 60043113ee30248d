import type { CommissionStatus } from '@proxy-portal/worker/contract/agency'
import type { CouponView } from '@proxy-portal/worker/contract/coupons'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { m } from '../../paraglide/messages'

export const xu = (amount: number) => formatXu(amount, m.currency_unit())

const statusTexts: Record<CommissionStatus, () => string> = {
  pending: m.commission_status_pending,
  credited: m.commission_status_credited,
  cancelled: m.commission_status_cancelled,
}
const statusBadges: Record<CommissionStatus, string> = { pending: 'badge-warning', credited: 'badge-success', cancelled: 'badge-ghost' }

export const commissionStatusText = (status: CommissionStatus) => statusTexts[status]()

export function CommissionBadge({ status }: { status: CommissionStatus }) {
  return <span className={`badge badge-sm ${statusBadges[status]}`}>{statusTexts[status]()}</span>
}

/** What a coupon takes off: "10%" or "20,000 Xu". */
export const couponValueText = (coupon: Pick<CouponView, 'kind' | 'value'>) =>
  coupon.kind === 'percent' ? `${coupon.value}%` : xu(coupon.value)

/** Its uses against its total limit: "3 / 5", or "3" without one. */
export const couponUsesText = (coupon: Pick<CouponView, 'uses' | 'maxUses'>) =>
  coupon.maxUses === null ? String(coupon.uses) : `${coupon.uses} / ${coupon.maxUses}`
