import { orderStatuses } from '@proxy-portal/worker/contract/choices'
import { choiceParam, pageParam, searchOf, textParam } from '../../lib/search-params'

// The address apart from the queries, as in admin/people-search.ts (ADR 0038).

/** The order history's address: the page and the filter, so a reload or a shared link shows the same orders. */
export const OrderSearch = searchOf({ page: pageParam, status: choiceParam(orderStatuses), search: textParam() })
