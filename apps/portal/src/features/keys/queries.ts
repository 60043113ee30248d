import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import type { KeyListQuery } from '@proxy-portal/worker/contract/keys'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

/** Everything about the customer's keys lives under ['keys']: a key call refreshes it all at once. */
export const KEYS_KEY = ['keys'] as const

/** Most key packages a page lists: the shop sells a handful, so one call has them all. */
const PACKAGES_LIMIT = 100

/** Key packages on sale, with their stock (public: the pricing page lists them too). */
export const keyPackagesQuery = queryOptions({
  queryKey: ['key-packages', 'on-sale'],
  queryFn: async () => (await unwrap(api().api['key-package'].list.$get({ query: { page: '1', limit: String(PACKAGES_LIMIT) } }))).data,
  staleTime: 15_000,
})

export type KeyFilter = KeyListQuery['status']

/** The signed-in customer's keys (not yet released), newest first, a page at a time. */
export const myKeysQuery = (status: KeyFilter, page: number) =>
  queryOptions({
    queryKey: [...KEYS_KEY, 'list', status, page],
    queryFn: () => unwrap(api().api.key.list.$get({ query: { page: String(page), limit: String(DEFAULT_PAGE_SIZE), status } })),
    placeholderData: keepPreviousData,
  })
