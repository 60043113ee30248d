import { commissionStatuses } from '@proxy-portal/worker/contract/agency'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { api, unwrap } from '../../lib/api'
import { choiceParam, pageParam, textParam } from '../../lib/search-params'
import { ADMIN_PAGE_SIZE } from '../admin/people-queries'

// Under ['admin'], so every admin change (adminChange) reads these lists again too.
const paging = (page: number) => ({ page: String(page), limit: String(ADMIN_PAGE_SIZE) })
const given = (filter: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => !!entry[1]))

/** /admin/agencies's address: the agencies' page, search and state; the commissions' page and state. */
export const AgencyAdminSearch = v.object({
  page: pageParam,
  search: textParam(100),
  active: choiceParam(['true', 'false']),
  commissionPage: pageParam,
  status: choiceParam(commissionStatuses),
})
export type AgencyAdminFilter = v.InferOutput<typeof AgencyAdminSearch>

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

/** /admin/coupons's address: the page, and whose coupons (the shop's, the agencies', or all). */
export const CouponAdminSearch = v.object({ page: pageParam, agency: choiceParam(['shop', 'agency']) })
export type CouponAdminFilter = v.InferOutput<typeof CouponAdminSearch>

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
