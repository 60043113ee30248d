import type { BandwidthTier } from '@proxy-portal/worker/contract/catalogue'
import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import type { OrderStatus } from '@proxy-portal/worker/contract/orders'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

/** Everything about orders lives under ['orders']: a purchase or a live order event refreshes it all. */
export const ORDERS_KEY = ['orders'] as const

export type OrderFilter = { page: number; status?: OrderStatus; search?: string }

export const ordersQuery = ({ page, status, search }: OrderFilter) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', { page, status, search }],
    queryFn: () =>
      unwrap(
        api().api.order.list.$get({
          query: { page: String(page), limit: String(DEFAULT_PAGE_SIZE), ...(status && { status }), ...(search && { search }) },
        }),
      ),
    placeholderData: keepPreviousData,
  })

export const orderDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: () => unwrap(api().api.order.detail[':id'].$get({ param: { id } })),
  })

/** The newest order (the result page without an id shows it); null when there is none. */
export const latestOrderQuery = queryOptions({
  queryKey: [...ORDERS_KEY, 'latest'],
  queryFn: async () => (await unwrap(api().api.order.list.$get({ query: { page: '1', limit: '1' } }))).data[0] ?? null,
})

/** The server's price of moving an order to a tier (shown before confirming; the call charges what the server computes then). */
export const upgradeQuoteQuery = (id: string, bandwidth: BandwidthTier) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'upgrade-quote', id, bandwidth],
    queryFn: () => unwrap(api().api.order['increase-bandwidth-quote'][':id'].$post({ param: { id }, json: { bandwidth } })),
    staleTime: 30_000,
  })

/**
 * What renewing one order costs now, with the balance and what it lacks (its renew dialog asks on opening);
 * kept no longer than the dialog is open, so each opening has the balance of then.
 */
export const renewQuoteQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'renew-quote', id],
    queryFn: () => unwrap(api().api.order['renew-quote'][':id'].$get({ param: { id } })),
    gcTime: 0,
    meta: { handlesErrors: true },
  })
