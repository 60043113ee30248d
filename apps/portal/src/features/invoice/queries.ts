import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { MONEY_KEY } from '../topup/queries'

/** The latest 100 top-ups, for choosing which credited one to invoice. */
export const recentTopupsQuery = queryOptions({
  queryKey: [...MONEY_KEY, 'topups', 'recent'],
  queryFn: () => unwrap(api().api.log['list-topup'].$get({ query: { page: '1', limit: '100' } })),
})

export const invoicesQuery = (page: number) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'invoices', page],
    queryFn: () => unwrap(api().api['vat-invoices'].list.$get({ query: { page: String(page), limit: '25' } })),
  })
