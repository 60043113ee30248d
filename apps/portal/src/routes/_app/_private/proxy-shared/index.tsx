import { bandwidthTiers } from '@proxy-portal/worker/contract/catalogue-values'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { PlanShop } from '../../../../features/shared-plan/plan-shop'
import { prefetchPlanShop } from '../../../../features/shared-plan/prefetch-plan-shop'
import { myPlanQuery, planCountriesQuery, sharedPricesQuery, tiersQuery } from '../../../../features/shared-plan/queries'
import { myTrialQuery } from '../../../../features/trial/queries'
import { TrialCard } from '../../../../features/trial/trial-card'
import { pageTitle } from '../../../../lib/page-title'
import { choiceParam, countryParam, searchOf, textParam } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/proxy-shared/')({
  // The price list's 'buy' (/pricing) names a country, period and tier: the plan form starts filled with them.
  validateSearch: searchOf({ country: countryParam, period: textParam(20), tier: choiceParam(bandwidthTiers) }),
  loaderDeps: ({ search }) => ({ country: search.country, period: search.period, tier: search.tier }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(myPlanQuery),
      context.queryClient.ensureQueryData(myTrialQuery),
      context.queryClient.ensureQueryData(planCountriesQuery),
      context.queryClient.ensureQueryData(sharedPricesQuery),
      context.queryClient.ensureQueryData(tiersQuery),
      // The price card of the plan the form starts on.
      prefetchPlanShop(context.queryClient, { countryCode: deps.country, period: deps.period, bandwidthTier: deps.tier }),
    ]),
  head: () => pageTitle(m.page_proxy_shared_title()),
  component: SharedProxyPage,
})

function SharedProxyPage() {
  const search = Route.useSearch()
  return (
    <>
      <PageHeader title={m.page_proxy_shared_title()} description={m.page_proxy_shared_intro()} />
      <div className="space-y-6">
        <PlanShop start={{ countryCode: search.country, period: search.period, bandwidthTier: search.tier }} />
        <TrialCard />
      </div>
    </>
  )
}
