import type { QueryClient } from '@tanstack/react-query'
import { countriesQuery, pricesQuery, quoteQuery, tiersQuery } from './catalogue-queries'
import { type Draft, initialDraft, resolveDraft, type Start } from './choice'
import { DEFAULT_PRODUCT } from './product-key'

/**
 * The price of the choice the buy form starts on (the first country in stock), so the price card
 * arrives filled; the route's loader prefetches the catalogue it is read from. A quote that fails is
 * left to the form, which asks again and says why.
 */
export async function prefetchStartQuote(queryClient: QueryClient, product: Draft['product'] = DEFAULT_PRODUCT, start: Start = {}) {
  const [countries, prices, tiers] = await Promise.all([
    queryClient.ensureQueryData(countriesQuery),
    queryClient.ensureQueryData(pricesQuery),
    queryClient.ensureQueryData(tiersQuery),
  ])
  const { choice } = resolveDraft(initialDraft(product, start), { countries, prices, tiers })
  if (!choice) return
  const quote = queryClient.ensureQueryData(quoteQuery(choice)).catch(() => undefined)
  // The server render waits for it, so the page arrives whole; in the browser a navigation does not
  // wait for a price (the form shows it as it comes).
  if (import.meta.env.SSR) await quote
}
