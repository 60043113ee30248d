import { createFileRoute, redirect } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { countriesQuery } from '../../../../features/buy/catalogue-queries'
import { ProxyList } from '../../../../features/manage-proxies/proxy-list'
import { ProxySearchSchema } from '../../../../features/manage-proxies/proxy-search'
import { boughtProxiesQuery, tagsQuery } from '../../../../features/manage-proxies/queries'
import { pageTitle } from '../../../../lib/page-title'
import { lastPage, searchDefaults } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/manage-private-proxy/')({
  validateSearch: ProxySearchSchema,
  search: searchDefaults(ProxySearchSchema),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The filters' countries and tags too, so the page arrives whole.
    const [{ total }] = await Promise.all([
      context.queryClient.ensureQueryData(boughtProxiesQuery('all', deps)),
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(tagsQuery),
    ])
    // A page past the end (an old link, a number typed in) shows the last page there is.
    if (deps.page > lastPage(total)) throw redirect({ to: '/manage-private-proxy', search: { ...deps, page: lastPage(total) } })
  },
  head: () => pageTitle(m.page_manage_private_proxy_title()),
  component: AllProxiesPage,
})

function AllProxiesPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageHeader title={m.page_manage_private_proxy_title()} description={m.page_manage_private_proxy_intro()} />
      <ProxyList status="all" filter={filter} onFilter={(next) => void navigate({ search: next, resetScroll: false })} />
    </>
  )
}
