import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHeader } from '../../../components/ui/page-header'
import { BuyTabs } from '../../../features/buy/buy-tabs'
import { countriesQuery, packagesQuery, pricesQuery, tiersQuery } from '../../../features/buy/catalogue-queries'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/private-proxy')({
  // `tab=package` opens the packages, `package` marks one (the dashboard's promotion links there).
  validateSearch: v.object({ tab: v.optional(v.picklist(['type', 'package'])), package: v.optional(v.string()) }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(pricesQuery),
      context.queryClient.ensureQueryData(tiersQuery),
      context.queryClient.ensureQueryData(packagesQuery()),
    ]).catch(() => undefined),
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
        onMode={(tab) => void navigate({ search: { tab }, replace: true, resetScroll: false })}
      />
    </>
  )
}
