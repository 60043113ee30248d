import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

/** Everything about money lives under ['money']: a live event refreshes it all at once. */
export const MONEY_KEY = ['money'] as const

export const paymentMethodsQuery = queryOptions({
  queryKey: ['settings', 'payment-methods'],
  queryFn: () => unwrap(api().api.bill.methods.$get()),
  staleTime: 5 * 60_000,
})

export const billQuery = queryOptions({
  queryKey: [...MONEY_KEY, 'bill'],
  queryFn: () => unwrap(api().api.bill['get-bill'].$get()),
  staleTime: Number.POSITIVE_INFINITY,
})

const page = (n: number) => ({ page: String(n), limit: String(DEFAULT_PAGE_SIZE) })

export const topupHistoryQuery = (n: number) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'topups', n],
    queryFn: () => unwrap(api().api.log['list-topup'].$get({ query: page(n) })),
    placeholderData: keepPreviousData,
  })

export const transactionsQuery = (n: number) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'transactions', n],
    queryFn: () => unwrap(api().api.log['list-transaction'].$get({ query: page(n) })),
    placeholderData: keepPreviousData,
  })

export const topupQuery = (id: string) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'topup', id],
    queryFn: () => unwrap(api().api.user.topup[':id'].$get({ param: { id } })),
    // A top-up still processing is asked again until the provider's confirmation lands.
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 4000 : false),
  })

const CHECK_BANK_MS = 5000

/**
 * Bank top-ups credited since `since`, asked again every 5 s until one is. It reads the top-up list
 * (an empty answer while waiting) rather than check-bank, whose BANK_PROCESSING is a 400 the browser
 * logs as an error on every poll.
 */
export const checkBankQuery = (since: number) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'check-bank', since],
    queryFn: async () => {
      const { data } = await unwrap(api().api.log['list-topup'].$get({ query: page(1) }))
      return data.filter((topup) => topup.method === 'bank' && topup.createdAt >= since)
    },
    refetchInterval: (query) => (query.state.data?.some((topup) => topup.status === 'success') ? false : CHECK_BANK_MS),
  })
