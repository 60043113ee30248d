import type { CouponView } from '@proxy-portal/worker/contract/coupons'
import { useQuery } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDate } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { ADMIN_PAGE_SIZE } from '../admin/people-queries'
import { adminChange } from '../admin-catalogue/catalogue-calls'
import { couponUsesText, couponValueText, xu } from '../agency/labels'
import { agencyAdminCalls } from './agency-admin-calls'
import { productKeyText } from './coupon-form'
import { CouponUses } from './coupon-uses'
import { adminCouponsQuery, type CouponAdminFilter } from './queries'

const COLUMNS = 9

function CouponRow({ coupon }: { coupon: CouponView }) {
  const { run, busy } = useApiMutation(adminChange)
  const [showUses, setShowUses] = useState(false)
  const switchTo = async (enabled: boolean) => {
    const done = await run((keyed) => agencyAdminCalls.updateCoupon(coupon._id, { enabled }, keyed))
    if (done.ok) toast.success(enabled ? m.coupon_enabled_done() : m.coupon_disabled_done())
  }
  return (
    <Fragment>
      <tr data-testid="coupon-row" className={coupon.enabled ? undefined : 'opacity-60'}>
        <td className="font-mono">{coupon.code}</td>
        <td>{coupon.agency ?? m.coupon_shop()}</td>
        <td>
          {couponValueText(coupon)}
          {coupon.minOrder > 0 && <div className="text-base-content/60 text-xs">{m.coupon_min_of({ amount: xu(coupon.minOrder) })}</div>}
        </td>
        <td className="text-xs">
          {coupon.products.length === 0 ? m.coupon_every_product() : coupon.products.map(productKeyText).join(', ')}
        </td>
        <td className="whitespace-nowrap">
          {formatDate(coupon.startsAt)} – {coupon.endsAt === null ? m.coupon_no_end() : formatDate(coupon.endsAt)}
        </td>
        <td className="text-right">
          {couponUsesText(coupon)}
          {coupon.maxUsesPerUser !== null && (
            <div className="text-base-content/60 text-xs">{m.coupon_per_user({ count: coupon.maxUsesPerUser })}</div>
          )}
        </td>
        <td className="text-right whitespace-nowrap">{xu(coupon.discountGiven)}</td>
        <td>
          <span className={`badge badge-sm ${coupon.enabled ? 'badge-success' : 'badge-ghost'}`}>
            {coupon.enabled ? m.coupon_on() : m.coupon_off()}
          </span>
        </td>
        <td className="space-x-1 whitespace-nowrap">
          <button type="button" className="btn btn-ghost btn-xs" aria-expanded={showUses} onClick={() => setShowUses(!showUses)}>
            {m.coupon_show_uses()}
          </button>
          <button type="button" className="btn btn-outline btn-xs" disabled={busy} onClick={() => void switchTo(!coupon.enabled)}>
            {coupon.enabled ? m.coupon_disable() : m.coupon_enable()}
          </button>
        </td>
      </tr>
      {showUses && (
        <tr>
          <td colSpan={COLUMNS}>
            <CouponUses id={coupon._id} />
          </td>
        </tr>
      )}
    </Fragment>
  )
}

/** Coupons newest first, the shop's and the agencies': what they give, for what, when, their uses; switched off or on here. */
export function CouponAdminList({ filter, onPage }: { filter: CouponAdminFilter; onPage: (page: number) => void }) {
  const { data } = useQuery(adminCouponsQuery(filter))
  return (
    <>
      <ListTable
        columns={[
          { label: m.coupon_code() },
          { label: m.admin_agency_col_agency() },
          { label: m.coupon_value() },
          { label: m.coupon_products() },
          { label: m.coupon_period() },
          { label: m.coupon_uses(), end: true },
          { label: m.coupon_discount_given(), end: true },
          { label: m.admin_col_status() },
          { label: m.catalogue_col_action() },
        ]}
        testId="admin-coupons"
        empty={data?.total === 0}
      >
        {data?.data.map((coupon) => (
          <CouponRow key={coupon._id} coupon={coupon} />
        ))}
      </ListTable>
      {data && <Pagination page={filter.page} total={data.total} limit={ADMIN_PAGE_SIZE} onPage={onPage} />}
    </>
  )
}
