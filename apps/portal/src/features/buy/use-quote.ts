import type { OrderChoice } from '@proxy-portal/worker/contract/orders'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSettled } from '../../lib/use-settled'
import { quoteQuery } from './catalogue-queries'

/**
 * The price of a complete choice (nothing while incomplete), asked once typing settles; `current`
 * says the answer shown is the one of this very choice (not of the one before, nor still on its way).
 */
export function useQuote(choice: OrderChoice | null) {
  const wanted = choice ? JSON.stringify(choice) : null
  const settled = useSettled(wanted)
  const parsed = settled ? (JSON.parse(settled) as OrderChoice) : null
  // client-only: the price of the choice being made, asked as the customer changes it.
  const quote = useQuery({
    ...quoteQuery(parsed ?? (choice as OrderChoice)),
    enabled: parsed !== null,
    placeholderData: keepPreviousData,
  })
  const current = wanted !== null && settled === wanted && quote.isSuccess && !quote.isPlaceholderData && !quote.isFetching
  return { quote, current }
}
