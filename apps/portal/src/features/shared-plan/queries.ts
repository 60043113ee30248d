import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import type { PlanChangeChoice, PlanChoice } from '@proxy-portal/worker/contract/plans'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ApiError, api, unwrap } from '../../lib/api'

/** Everything about the user's plan lives under ['plan']: a plan call refreshes it all at once. */
export const PLAN_KEY = ['plan'] as const

const client = () => api().api.plan

/** The plan with its proxies, or null before the user bought one. */
export const myPlanQuery = queryOptions({
  queryKey: [...PLAN_KEY, 'mine'],
  queryFn: async () => {
    try {
      return await unwrap(client()['my-plan'].$get())
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NOT_YET_CREATE_PLAN') return null
      throw error
    }
  },
})

export const planLogsQuery = (page: number) =>
  queryOptions({
    queryKey: [...PLAN_KEY, 'logs', page],
    queryFn: () => unwrap(client().logs.$get({ query: { page: String(page), limit: String(DEFAULT_PAGE_SIZE) } })),
    placeholderData: keepPreviousData,
  })

/** Countries on sale with the shared proxies that still have room; room changes with every sale. */
export const planCountriesQuery = queryOptions({
  queryKey: [...PLAN_KEY, 'countries'],
  queryFn: async () => (await unwrap(client().countries.$get())).data,
  staleTime: 15_000,
})

/** The shared rows of the price list (which periods a plan is sold for). */
export const sharedPricesQuery = queryOptions({
  queryKey: [...PLAN_KEY, 'prices'],
  queryFn: async () =>
    (await unwrap(api().api.price.list.$get())).filter(
      (row) => row.kind === 'shared' && row.ipVersion === 'ipv4' && row.ipMode === 'static',
    ),
  staleTime: 5 * 60_000,
})

export const tiersQuery = queryOptions({
  queryKey: [...PLAN_KEY, 'tiers'],
  queryFn: () => unwrap(api().api.bandwidth.list.$get()),
  staleTime: 5 * 60_000,
})

/** The server's price of a plan choice (the client never computes one). */
export const planQuoteQuery = (choice: PlanChoice) =>
  queryOptions({
    queryKey: [...PLAN_KEY, 'quote', JSON.stringify(choice)],
    queryFn: () => unwrap(client().quote.$post({ json: choice })),
    staleTime: 10_000,
    // The price panel says itself why a choice cannot be priced.
    meta: { handlesErrors: true },
  })

/** The server's price of a change of the plan, for its confirm dialog. */
export const changePriceQuery = (choice: PlanChangeChoice) =>
  queryOptions({
    queryKey: [...PLAN_KEY, 'change-price', JSON.stringify(choice)],
    queryFn: async () => (await unwrap(client()['quote-change'].$post({ json: choice }))).price,
    staleTime: 0,
    meta: { handlesErrors: true },
  })
