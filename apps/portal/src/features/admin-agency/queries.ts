import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { ADMIN_PAGE_SIZE } from '../admin/people-queries'
import type { AgencyAdminFilter, CouponAdminFilter } from './search'

export type { AgencyAdminFilter, CouponAdminFilter } from './search'

// Under ['admin'], so every admin change (adminChange) reads these lists again too.
const paging = (page: number) => ({ page: String(page), limit: String(ADMIN_PAGE_SIZE) })
const given = (filter: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => !!entry[1]))

export const adminAgenciesQuery = ({ page, search, active }: AgencyAdminFilter) =>
  queryOptions({
    queryKey: ['admin', 'agencies', page, search, active],
    queryFn: () => unwrap(api().api.agency['admin-list'].$get({ query: { ...paging(page), ...given({ search, active }) } })),
    placeholderData: keepPreviousData,
  })

export const adminCommissionsQuery = ({ commissionPage, status }: AgencyAdminFilter) =>
  queryOptions({
    queryKey: ['admin', 'commissions', commissionPage, status],
    queryFn: () => unwrap(api().api.agency['admin-commissions'].$get({ query: { ...paging(commissionPage), ...given({ status }) } })),
    placeholderData: keepPreviousData,
  })

export const adminCouponsQuery = ({ page, agency }: CouponAdminFilter) =>
  queryOptions({
    queryKey: ['admin', 'coupons', page, agency],
    queryFn: () => unwrap(api().api.discount['coupon-list'].$get({ query: { ...paging(page), ...given({ agency }) } })),
    placeholderData: keepPreviousData,
  })

export const couponUsesQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'coupon-uses', id],
    queryFn: () => unwrap(api().api.discount['coupon-uses'][':id'].$get({ param: { id }, query: { page: '1', limit: '50' } })),
  })
