import type { OrderChoice } from '@proxy-portal/worker/contract/orders'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { api, unwrap } from '../../lib/api'

const DEBOUNCE_MS = 300

/** The value, once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

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
  const settled = useDebounced(choice ? JSON.stringify(choice) : null, DEBOUNCE_MS)
  const parsed = settled ? (JSON.parse(settled) as OrderChoice) : null
  return useQuery({
    ...quoteQuery(parsed ?? (choice as OrderChoice)),
    enabled: parsed !== null,
    placeholderData: keepPreviousData,
  })
}
