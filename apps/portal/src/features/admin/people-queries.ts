import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import type { OrderListFilter, TopupListFilter, UserListFilter } from './people-search'

export type { OrderListFilter, TopupListFilter, UserListFilter } from './people-search'

export const ADMIN_PAGE_SIZE = 25
const paging = (page: number) => ({ page: String(page), limit: String(ADMIN_PAGE_SIZE) })
/**
 * Only the filters given, as the query strings the API takes; a date range typed backwards is read
 * the right way round (the API refuses `to` before `from`, a page should just show the days).
 */
const given = (filter: Record<string, string | number | undefined>) => {
  const { from, to } = filter
  const range = typeof from === 'string' && typeof to === 'string' && to < from ? { from: to, to: from } : {}
  return Object.fromEntries(
    Object.entries({ ...filter, ...range })
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([k, value]) => [k, String(value)]),
  )
}

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

export const adminOrdersQuery = ({ page, ...filter }: OrderListFilter) =>
  queryOptions({
    queryKey: ['admin', 'orders', page, filter],
    queryFn: () => unwrap(api().api.order['admin-list'].$get({ query: { ...paging(page), ...given(filter) } })),
    placeholderData: keepPreviousData,
  })

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

/** What cancelling an order may give back: what was paid, and the unused part of its period. */
export const refundQuoteQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'refund-quote', orderId],
    queryFn: () => unwrap(api().api.order['admin-refund-quote'][':id'].$get({ param: { id: orderId } })),
  })

/** The proxies a user holds, for their page. */
export const userProxiesQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'user-proxies', userId, page],
    queryFn: () =>
      unwrap(api().api.user['admin-proxies'][':id'].$get({ param: { id: userId }, query: { ...paging(page), sort: 'newest' } })),
    placeholderData: keepPreviousData,
  })

/** The user's own agency, if they run one: the agency list searched by their e-mail, kept to their account. */
export const userAgencyQuery = (user: { _id: string; email: string }) =>
  queryOptions({
    queryKey: ['admin', 'user-agency', user._id],
    queryFn: async () => {
      const found = await unwrap(api().api.agency['admin-list'].$get({ query: { search: user.email.slice(0, 100), limit: '25' } }))
      return found.data.find((agency) => agency.user._id === user._id) ?? null
    },
  })
