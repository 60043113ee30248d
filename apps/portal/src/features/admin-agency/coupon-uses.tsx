import { useQuery } from '@tanstack/react-query'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { xu } from '../agency/labels'
import { couponUsesQuery } from './queries'

/** A coupon's latest uses: who bought with it, when, and what it took off. */
export function CouponUses({ id }: { id: string }) {
  // client-only: a coupon's uses show after a click on its row.
  const { data } = useQuery(couponUsesQuery(id))
  if (!data) return <span className="loading loading-spinner loading-xs" />
  if (data.total === 0) return <p className="text-base-content/60 text-sm">{m.coupon_no_uses()}</p>
  return (
    <ul className="space-y-1 text-sm" data-testid="coupon-uses">
      {data.data.map((use) => (
        <li key={use._id}>
          {formatDateTime(use.createdAt)} · {use.user.email} · −{xu(use.discount)}
        </li>
      ))}
    </ul>
  )
}
