import { ipModes, ipVersions, proxyKinds } from '@proxy-portal/worker/contract/catalogue-values'
import { orderStatuses, topupMethods, topupStatuses, userSorts, userStatuses } from '@proxy-portal/worker/contract/choices'
import {
  choiceParam,
  choiceTextParam,
  countryParam,
  dateParam,
  pageParam,
  type SearchOutput,
  searchOf,
  textParam,
} from '../../lib/search-params'

// The admin lists' addresses, apart from their queries: the router reads these before any page's chunk, so
// they are in the code every page loads first, and the queries (API calls) stay with the pages (ADR 0038).

/** /admin/users's address: page, search (e-mail, username, id, transfer code), status, sort, role, has balance, has an agency. */
export const UserListSearch = searchOf({
  page: pageParam,
  search: textParam(100),
  status: choiceParam(userStatuses),
  sort: choiceParam(userSorts),
  role: choiceTextParam(['0', '1', '2']),
  hasBalance: choiceTextParam(['true', 'false']),
  hasAgency: choiceTextParam(['true', 'false']),
})
export type UserListFilter = SearchOutput<typeof UserListSearch>

/** /admin/orders's address: page, user, status, product (kind, IP version, IP mode), country, days made (from, to). */
export const OrderListSearch = searchOf({
  page: pageParam,
  user: textParam(254),
  status: choiceParam(orderStatuses),
  kind: choiceParam(proxyKinds),
  ipVersion: choiceParam(ipVersions),
  ipMode: choiceParam(ipModes),
  countryCode: countryParam,
  from: dateParam,
  to: dateParam,
})
export type OrderListFilter = SearchOutput<typeof OrderListSearch>

/** /admin/topups's address: page, method, status, user, days (from, to). */
export const TopupListSearch = searchOf({
  page: pageParam,
  user: textParam(254),
  method: choiceParam(topupMethods),
  status: choiceParam(topupStatuses),
  from: dateParam,
  to: dateParam,
})
export type TopupListFilter = SearchOutput<typeof TopupListSearch>
