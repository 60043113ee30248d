import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { SelectField } from '../../../../components/ui/select-field'
import { CouponAdminList } from '../../../../features/admin-agency/coupon-admin-list'
import { CouponForm } from '../../../../features/admin-agency/coupon-form'
import { adminCouponsQuery } from '../../../../features/admin-agency/queries'
import { CouponAdminSearch } from '../../../../features/admin-agency/search'
import { AdminCard } from '../../../../features/admin-catalogue/admin-card'
import { pageTitle } from '../../../../lib/page-title'
import { searchDefaults } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/coupons')({
  validateSearch: CouponAdminSearch,
  search: searchDefaults(CouponAdminSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(adminCouponsQuery(deps)),
  head: () => pageTitle(m.admin_coupons_title()),
  component: CouponsPage,
})

/** /admin/coupons: make a coupon; every coupon with its uses, switched off or on. */
function CouponsPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  const go = (next: Partial<typeof filter>) => void navigate({ search: { ...filter, page: 1, ...next }, resetScroll: false })
  return (
    <>
      <PageHeader title={m.admin_coupons_title()} description={m.admin_coupons_intro()} />
      <div className="space-y-6">
        <AdminCard title={m.coupon_new()}>
          <CouponForm />
        </AdminCard>
        <AdminCard title={m.admin_coupons_list()}>
          <div className="w-fit">
            <SelectField
              label={m.coupon_owner()}
              value={filter.agency ?? ''}
              onChange={(value) => go({ agency: (value || undefined) as typeof filter.agency })}
            >
              <option value="">{m.admin_filter_all()}</option>
              <option value="shop">{m.coupon_shop()}</option>
              <option value="agency">{m.coupon_agencies()}</option>
            </SelectField>
          </div>
          <CouponAdminList filter={filter} onPage={(page) => go({ page })} />
        </AdminCard>
      </div>
    </>
  )
}
