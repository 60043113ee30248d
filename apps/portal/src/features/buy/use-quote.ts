import type { OrderChoice } from '@proxy-portal/worker/contract/orders'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSettled } from '../../lib/use-settled'
import { quoteQuery } from './catalogue-queries'

/** The price of a complete choice (nothing while incomplete), asked once typing settles. */
export function useQuote(choice: OrderChoice | null) {
  const settled = useSettled(choice ? JSON.stringify(choice) : null)
  const parsed = settled ? (JSON.parse(settled) as OrderChoice) : null
  // client-only: the price of the choice being made, asked as the customer changes it.
  return useQuery({
    ...quoteQuery(parsed ?? (choice as OrderChoice)),
    enabled: parsed !== null,
    placeholderData: keepPreviousData,
  })
}
