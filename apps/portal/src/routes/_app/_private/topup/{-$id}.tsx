import { topupMethods } from '@proxy-portal/worker/contract/choices'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { billQuery, paymentMethodsQuery, topupHistoryQuery, topupQuery } from '../../../../features/topup/queries'
import { TopupHistory } from '../../../../features/topup/topup-history'
import { topupIntro } from '../../../../features/topup/topup-intro'
import { TopupMethods } from '../../../../features/topup/topup-methods'
import { TopupPolicy } from '../../../../features/topup/topup-policy'
import { TopupResult } from '../../../../features/topup/topup-result'
import { unlessMissing } from '../../../../lib/loader-reads'
import { pageTitle } from '../../../../lib/page-title'
import { anyParam, searchOf, textParam } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'
import { getLocale } from '../../../../paraglide/runtime'

export const Route = createFileRoute('/_app/_private/topup/{-$id}')({
  // A provider returns here with its own parameters: PayPal adds `token` (its order id), a cancel link `cancelled`.
  validateSearch: searchOf({ method: textParam(), token: textParam(), cancelled: anyParam }),
  // The methods, the transfer code and the history render on the server: nothing moves once the page is interactive.
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(paymentMethodsQuery),
      context.queryClient.ensureQueryData(billQuery),
      context.queryClient.ensureQueryData(topupHistoryQuery(1)),
      params.id && unlessMissing(context.queryClient.ensureQueryData(topupQuery(params.id))),
    ]),
  head: () => pageTitle(m.page_topup_title()),
  component: TopupPage,
})

function TopupPage() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const methods = useQuery(paymentMethodsQuery).data
  const intro = topupIntro(
    topupMethods.filter((method) => methods?.[method]),
    getLocale(),
  )
  return (
    <>
      <PageHeader title={m.page_topup_title()} description={intro} />
      {id && <TopupResult key={id} id={id} params={{ token: search.token, cancelled: Boolean(search.cancelled) }} />}
      <div className="space-y-6">
        <TopupMethods initial={search.method} />
        <TopupPolicy />
        <TopupHistory />
      </div>
    </>
  )
}
