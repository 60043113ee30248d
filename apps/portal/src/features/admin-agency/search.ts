import { commissionStatuses } from '@proxy-portal/worker/contract/choices'
import { choiceParam, pageParam, type SearchOutput, searchOf, textParam } from '../../lib/search-params'

// The addresses apart from the queries, as in admin/people-search.ts (ADR 0038).

/** /admin/agencies's address: the agencies' page, search and state; the commissions' page and state. */
export const AgencyAdminSearch = searchOf({
  page: pageParam,
  search: textParam(100),
  active: choiceParam(['true', 'false']),
  commissionPage: pageParam,
  status: choiceParam(commissionStatuses),
})
export type AgencyAdminFilter = SearchOutput<typeof AgencyAdminSearch>

/** /admin/coupons's address: the page, and whose coupons (the shop's, the agencies', or all). */
export const CouponAdminSearch = searchOf({ page: pageParam, agency: choiceParam(['shop', 'agency']) })
export type CouponAdminFilter = SearchOutput<typeof CouponAdminSearch>
