import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

/** The settings /admin edits (the USD rate, the bank accounts). */
export const adminSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: () => unwrap(api().api.setting['list-setting'].$get()),
})

/** Bank transfers no webhook could credit by itself, waiting for an admin to name the user. */
export const bankReviewQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'bank-review', page],
    queryFn: () => unwrap(api().api.log['list-bank'].$get({ query: { status: 'unmatched', page: String(page), limit: '25' } })),
  })

/** Users whose e-mail, username or name holds `search` (the first five). */
export const userSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'users', search],
    queryFn: () => unwrap(api().api.user.list.$get({ query: { search, limit: '5' } })),
    enabled: search.length > 0,
  })

/** The ledger's latest reconciliation (the daily job's, or one an admin ran). */
export const reconciliationQuery = queryOptions({
  queryKey: ['admin', 'reconciliation'],
  queryFn: () => unwrap(api().api.stats.reconciliation.$get()),
})

/** The shop at a glance (/admin), its chart by day, week or month. */
export const overviewQuery = (unit: 'day' | 'week' | 'month') =>
  queryOptions({
    queryKey: ['admin', 'overview', unit],
    queryFn: () => unwrap(api().api.stats['admin-overview'].$get({ query: { unit } })),
    placeholderData: keepPreviousData,
  })
