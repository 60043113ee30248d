import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { ORDERS_KEY } from '../orders/queries'

/**
 * The dashboard's figures in one call (ADR 0034); under the orders key, so the live channel's order and
 * top-up events (which refresh that key) bring the balance, spend, lists and history up to date.
 */
export const dashboardQuery = queryOptions({
  queryKey: [...ORDERS_KEY, 'dashboard'],
  queryFn: () => unwrap(api().api.stats.dashboard.$get()),
  staleTime: 30_000,
})
