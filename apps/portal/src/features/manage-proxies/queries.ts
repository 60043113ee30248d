import type { BoughtProxySort } from '@proxy-portal/worker/contract/bought-proxies'
import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { ORDERS_KEY } from '../orders/queries'

/**
 * Bought proxies and tags live under the orders' key: a purchase, a renewal or a live order event
 * refreshes the orders and the proxies they hold together.
 */
export const PROXIES_KEY = [...ORDERS_KEY, 'bought-proxies'] as const

export type ProxyTab = 'all' | 'using' | 'expired'
/** What the page shows, as the address holds it (the tab is the route). */
export type ProxySearch = { page: number; search?: string; countryCode?: string; tagId?: string; sort?: BoughtProxySort }

export const boughtProxiesQuery = (status: ProxyTab, { page, search, countryCode, tagId, sort }: ProxySearch) =>
  queryOptions({
    queryKey: [...PROXIES_KEY, 'list', status, { page, search, countryCode, tagId, sort }],
    queryFn: () =>
      unwrap(
        api().api['bought-proxy'].list.$get({
          query: {
            page: String(page),
            limit: String(DEFAULT_PAGE_SIZE),
            status,
            ...(search && { search }),
            ...(countryCode && { countryCode }),
            ...(tagId && { tagId }),
            ...(sort && { sort }),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  })

/** The customer's tags with how many proxies each holds; few, so one call has them all. */
export const tagsQuery = queryOptions({
  queryKey: [...PROXIES_KEY, 'tags'],
  queryFn: async () => (await unwrap(api().api.tag.list.$get())).data,
})

/** The orders a renewal of these proxies renews, with their prices and the total (asked when the dialog opens). */
export const renewQuoteQuery = (listBoughtProxyId: string[]) =>
  queryOptions({
    queryKey: [...PROXIES_KEY, 'renew-quote', listBoughtProxyId],
    queryFn: () => unwrap(api().api['bought-proxy']['renew-quote'].$post({ json: { listBoughtProxyId } })),
    staleTime: 0,
  })
