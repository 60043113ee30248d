import type { QueryClient } from '@tanstack/react-query'
import { initialPlanDraft, type PlanStart, resolvePlan } from './plan-choice'
import { myPlanQuery, planCountriesQuery, planQuoteQuery, sharedPricesQuery, tiersQuery } from './queries'

/**
 * What /proxy-shared shows: the customer's plan, or the buy form with the price of the plan it starts
 * on (the smallest over the first country with room), so the price card arrives filled rather than
 * empty. A quote that fails is left to the form, which asks again and says why.
 */
export async function prefetchPlanShop(queryClient: QueryClient, start: PlanStart = {}) {
  const [mine, countries, prices, tiers] = await Promise.all([
    queryClient.ensureQueryData(myPlanQuery),
    queryClient.ensureQueryData(planCountriesQuery),
    queryClient.ensureQueryData(sharedPricesQuery),
    queryClient.ensureQueryData(tiersQuery),
  ])
  // A customer who has a plan is shown the way to it, not the form.
  if (mine) return
  const { choice } = resolvePlan(initialPlanDraft(countries, start), { prices, tiers })
  if (!choice) return
  const quote = queryClient.ensureQueryData(planQuoteQuery(choice)).catch(() => undefined)
  // The server render waits for it, so the page arrives whole; in the browser a navigation does not
  // wait for a price (the form shows it as it comes).
  if (import.meta.env.SSR) await quote
}
