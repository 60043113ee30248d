import { userSorts, userStatuses } from '@proxy-portal/worker/contract/admin-users'
import { topupMethods, topupStatuses } from '@proxy-portal/worker/contract/ledger'
import { orderStatuses } from '@proxy-portal/worker/contract/orders'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { api, unwrap } from '../../lib/api'
import { choiceParam, pageParam, textParam } from '../../lib/search-params'

export const ADMIN_PAGE_SIZE = 25
const paging = (page: number) => ({ page: String(page), limit: String(ADMIN_PAGE_SIZE) })
/** Only the filters given, as the query strings the API takes. */
const given = (filter: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([k, value]) => [k, String(value)]),
  )

/** /admin/users's address: page, search (e-mail, username, id, transfer code), status, sort. */
export const UserListSearch = v.object({
  page: pageParam,
  search: textParam(100),
  status: choiceParam(userStatuses),
  sort: choiceParam(userSorts),
})
export type UserListFilter = v.InferOutput<typeof UserListSearch>
export const userListQuery = ({ page, ...filter }: UserListFilter) =>
  queryOptions({
    queryKey: ['admin', 'user-list', page, filter],
    queryFn: () => unwrap(api().api.user.list.$get({ query: { ...paging(page), ...given(filter) } })),
    placeholderData: keepPreviousData,
  })

/** One user's page: the account, and their ledger's latest rows. */
export const userDetailQuery = (id: string) =>
  queryOptions({ queryKey: ['admin', 'user', id], queryFn: () => unwrap(api().api.user['admin-detail'][':id'].$get({ param: { id } })) })
export const userLedgerQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'user-ledger', userId],
    queryFn: () => unwrap(api().api.log['admin-transaction'].$get({ query: { userId, page: '1', limit: '10' } })),
  })

/** /admin/orders's address: page, user, status. */
export const OrderListSearch = v.object({ page: pageParam, user: textParam(254), status: choiceParam(orderStatuses) })
export type OrderListFilter = v.InferOutput<typeof OrderListSearch>
export const adminOrdersQuery = ({ page, ...filter }: OrderListFilter) =>
  queryOptions({
    queryKey: ['admin', 'orders', page, filter],
    queryFn: () => unwrap(api().api.order['admin-list'].$get({ query: { ...paging(page), ...given(filter) } })),
    placeholderData: keepPreviousData,
  })

/** /admin/topups's address: page, method, status, user. */
export const TopupListSearch = v.object({
  page: pageParam,
  user: textParam(254),
  method: choiceParam(topupMethods),
  status: choiceParam(topupStatuses),
})
export type TopupListFilter = v.InferOutput<typeof TopupListSearch>
export const adminTopupsQuery = ({ page, ...filter }: TopupListFilter) =>
  queryOptions({
    queryKey: ['admin', 'topups', page, filter],
    queryFn: () => unwrap(api().api.bill['admin-topup-list'].$get({ query: { ...paging(page), ...given(filter) } })),
    placeholderData: keepPreviousData,
  })
/** The CSV of every top-up the filters keep (a link: the browser downloads it with the session cookie). */
export const topupExportUrl = ({ page: _, ...filter }: TopupListFilter) =>
  api()
    .api.bill['admin-topup-export'].$url({ query: given(filter) })
    .toString()
