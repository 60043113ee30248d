import { bandwidthTiers } from '@proxy-portal/worker/contract/catalogue-values'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { BuyTabs } from '../../../features/buy/buy-tabs'
import { countriesQuery, packagesQuery, pricesQuery, tiersQuery } from '../../../features/buy/catalogue-queries'
import { prefetchStartQuote } from '../../../features/buy/prefetch-start-quote'
import { privateProductKeys, productOfKey } from '../../../features/buy/product-key'
import { pageTitle } from '../../../lib/page-title'
import { choiceParam, countryParam, searchOf, textParam } from '../../../lib/search-params'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/private-proxy')({
  // `tab=package` opens the packages, `package` marks one (the dashboard's promotion links there);
  // `product` (e.g. 'private:ipv4:dynamic', from the product pages) is the one the form starts on:
  // a link naming none the form sells opens it on its default rather than on an error.
  validateSearch: searchOf({
    tab: choiceParam(['type', 'package']),
    package: textParam(),
    product: choiceParam(privateProductKeys),
    // The price list's 'buy' (/pricing) names a country, period and tier too: the form starts filled with them.
    country: countryParam,
    period: textParam(20),
    tier: choiceParam(bandwidthTiers),
  }),
  loaderDeps: ({ search }) => ({
    tab: search.tab,
    product: search.product,
    country: search.country,
    period: search.period,
    tier: search.tier,
  }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(pricesQuery),
      context.queryClient.ensureQueryData(tiersQuery),
      context.queryClient.ensureQueryData(packagesQuery()),
      // The packages tab shows no price card.
      deps.tab !== 'package' &&
        prefetchStartQuote(context.queryClient, productOfKey(deps.product), {
          countryCode: deps.country,
          period: deps.period,
          bandwidthTier: deps.tier,
        }),
    ]),
  head: () => pageTitle(m.page_private_proxy_title()),
  component: PrivateProxyPage,
})

function PrivateProxyPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageHeader title={m.page_private_proxy_title()} description={m.page_private_proxy_intro()} />
      <BuyTabs
        mode={search.tab ?? 'type'}
        marked={search.package}
        product={search.product}
        start={{ countryCode: search.country, period: search.period, bandwidthTier: search.tier }}
        onMode={(tab) => void navigate({ search: { tab, product: search.product }, replace: true, resetScroll: false })}
      />
    </>
  )
}
