import type { InventoryQuery } from '@proxy-portal/worker/contract/inventory'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

export const countriesQuery = queryOptions({
  queryKey: ['admin', 'catalogue', 'countries'],
  queryFn: () => unwrap(api().api.country['list-country'].$get()),
})

export const pricesQuery = queryOptions({
  queryKey: ['admin', 'catalogue', 'prices'],
  queryFn: () => unwrap(api().api.price['list-price'].$get()),
})

export const tiersQuery = queryOptions({
  queryKey: ['admin', 'catalogue', 'tiers'],
  queryFn: () => unwrap(api().api.bandwidth.list.$get()),
})

export const discountsQuery = queryOptions({
  queryKey: ['admin', 'catalogue', 'discounts'],
  queryFn: () => unwrap(api().api.discount.list.$get()),
})

export const packagesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'catalogue', 'packages', page],
    queryFn: () => unwrap(api().api.package['list-package'].$get({ query: { page: String(page), limit: '25' } })),
  })

export const subServersQuery = queryOptions({
  queryKey: ['admin', 'inventory', 'sub-servers'],
  queryFn: () => unwrap(api().api['sub-server'].list.$get()),
})

type InventoryFilter = Partial<Pick<InventoryQuery, 'status' | 'subServerId' | 'search'>> & { page: number }

export const inventoryQuery = (filter: InventoryFilter) =>
  queryOptions({
    queryKey: ['admin', 'inventory', 'proxies', filter],
    queryFn: () =>
      unwrap(
        api().api['sub-server']['list-proxies'].$get({
          query: {
            page: String(filter.page),
            limit: '25',
            ...(filter.status && { status: filter.status }),
            ...(filter.subServerId && { subServerId: filter.subServerId }),
            ...(filter.search && { search: filter.search }),
          },
        }),
      ),
  })

export const keyPackagesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'catalogue', 'key-packages', page],
    queryFn: () => unwrap(api().api['key-package']['list-package'].$get({ query: { page: String(page), limit: '25' } })),
  })

/** The free rotating stock by country, product, carrier and region: what a key package can be made of. */
export const keyStockQuery = queryOptions({
  queryKey: ['admin', 'catalogue', 'key-stock'],
  queryFn: () => unwrap(api().api['key-package'].stock.$get()),
})
