import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

/** Everything of the agency page lives under ['agency'], so one refresh after a change reads it all again. */
export const AGENCY_KEY = ['agency'] as const
export const AGENCY_PAGE_SIZE = 10
const paging = (page: number) => ({ page: String(page), limit: String(AGENCY_PAGE_SIZE) })

/** The caller's agency with its totals (or none), and the pending days. */
export const myAgencyQuery = queryOptions({
  queryKey: [...AGENCY_KEY, 'mine'],
  queryFn: () => unwrap(api().api.user.agency.$get()),
})

export const referredCustomersQuery = (page: number) =>
  queryOptions({
    queryKey: [...AGENCY_KEY, 'customers', page],
    queryFn: () => unwrap(api().api.agency.customers.$get({ query: paging(page) })),
    placeholderData: keepPreviousData,
  })

export const commissionsQuery = (page: number) =>
  queryOptions({
    queryKey: [...AGENCY_KEY, 'commissions', page],
    queryFn: () => unwrap(api().api.agency.commissions.$get({ query: paging(page) })),
    placeholderData: keepPreviousData,
  })

export const commissionChartQuery = queryOptions({
  queryKey: [...AGENCY_KEY, 'chart'],
  queryFn: () => unwrap(api().api.agency.chart.$get()),
})

export const agencyCouponsQuery = (page: number) =>
  queryOptions({
    queryKey: [...AGENCY_KEY, 'coupons', page],
    queryFn: () => unwrap(api().api.agency.coupons.$get({ query: paging(page) })),
    placeholderData: keepPreviousData,
  })
