import type { OrderChoice } from '@proxy-portal/worker/contract/orders'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { useSettled } from '../../lib/use-settled'

/** The server's price of one choice (the client never computes one). */
export const quoteQuery = (choice: OrderChoice) =>
  queryOptions({
    queryKey: ['catalogue', 'quote', JSON.stringify(choice)],
    queryFn: () => unwrap(api().api.order.quote.$post({ json: choice })),
    staleTime: 10_000,
    // The price panel shows why a choice cannot be priced (no stock, no such period) itself.
    meta: { handlesErrors: true },
  })

/** The price of a complete choice (nothing while incomplete), asked once typing settles. */
export function useQuote(choice: OrderChoice | null) {
  const settled = useSettled(choice ? JSON.stringify(choice) : null)
  const parsed = settled ? (JSON.parse(settled) as OrderChoice) : null
  return useQuery({
    ...quoteQuery(parsed ?? (choice as OrderChoice)),
    enabled: parsed !== null,
    placeholderData: keepPreviousData,
  })
}
