import { bandwidthTiers } from '@proxy-portal/worker/contract/catalogue-values'
import { createFileRoute } from '@tanstack/react-router'
import { countriesQuery, pricesQuery, tiersQuery } from '../../features/buy/catalogue-queries'
import { keyPackagesQuery } from '../../features/keys/queries'
import { PricingPage } from '../../features/pricing/pricing-page'
import { pageTitle } from '../../lib/page-title'
import { choiceParam, countryParam, searchOf } from '../../lib/search-params'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_plain/pricing')({
  // The country and tier picked stay in the address: a reload or a shared link shows the same list.
  validateSearch: searchOf({ country: countryParam, tier: choiceParam(bandwidthTiers) }),
  // The whole price list renders on the server: a guest reads it without waiting for scripts.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(pricesQuery),
      context.queryClient.ensureQueryData(tiersQuery),
      context.queryClient.ensureQueryData(keyPackagesQuery),
    ]),
  head: () => pageTitle(m.page_pricing_title()),
  component: Pricing,
})

function Pricing() {
  const { country, tier } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <PricingPage country={country} picked={tier} onChange={(search) => void navigate({ search, replace: true, resetScroll: false })} />
}
