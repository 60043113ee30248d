import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { ORDERS_KEY } from '../orders/queries'

/** The customer at a glance (counts and the workspace check); under the orders key, so order and plan events refresh it. */
export const summaryQuery = queryOptions({
  queryKey: [...ORDERS_KEY, 'summary'],
  queryFn: () => unwrap(api().api.stats.summary.$get()),
  staleTime: 60_000,
})
