import type { IpMode, IpVersion, ProxyKind } from '@proxy-portal/worker/contract/catalogue'
import type { OrderChoice } from '@proxy-portal/worker/contract/orders'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

/** The catalogue (countries with live stock, prices, tiers, discounts, packages) lives under ['catalogue']. */
export const CATALOGUE_KEY = ['catalogue'] as const

export const countriesQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'countries'],
  queryFn: () => unwrap(api().api.country.list.$get()),
  // Stock moves with every sale: fresh enough to choose from, refreshed after each purchase.
  staleTime: 15_000,
})

export const pricesQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'prices'],
  queryFn: () => unwrap(api().api.price.list.$get()),
  staleTime: 5 * 60_000,
})

export const tiersQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'tiers'],
  queryFn: () => unwrap(api().api.bandwidth.list.$get()),
  staleTime: 5 * 60_000,
})

export const discountsQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'discounts'],
  queryFn: () => unwrap(api().api.discount.list.$get()),
  staleTime: 5 * 60_000,
})

export type PackageFilter = { kind?: ProxyKind; ipVersion?: IpVersion; ipMode?: IpMode; countryCode?: string }

/** Packages on sale (with live stock); the shop has few, so one page of 100 holds them all. */
export const packagesQuery = (filter: PackageFilter = {}) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'packages', filter],
    queryFn: () => unwrap(api().api.package.list.$get({ query: { page: '1', limit: '100', ...filter } })),
    staleTime: 15_000,
  })

/** The server's price of one choice (the client never computes one). */
export const quoteQuery = (choice: OrderChoice) =>
  queryOptions({
    queryKey: ['catalogue', 'quote', JSON.stringify(choice)],
    queryFn: () => unwrap(api().api.order.quote.$post({ json: choice })),
    staleTime: 10_000,
    // The price panel shows why a choice cannot be priced (no stock, no such period) itself.
    meta: { handlesErrors: true },
  })

/**
 * What buying a package costs now, with its live stock and the balance (its buy dialog asks on opening);
 * kept no longer than the dialog is open, so each opening has the stock and balance of then.
 */
export const packageQuoteQuery = (id: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'package-quote', id],
    queryFn: () => unwrap(api().api.order['package-quote'][':id'].$get({ param: { id } })),
    gcTime: 0,
    // The dialog says why a package cannot be quoted (off sale) itself.
    meta: { handlesErrors: true },
  })
