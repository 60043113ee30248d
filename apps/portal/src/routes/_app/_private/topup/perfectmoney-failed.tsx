import { createFileRoute } from '@tanstack/react-router'
import { PerfectMoneyReturn } from '../../../../features/topup/perfect-money-return'
import { topupQuery } from '../../../../features/topup/queries'
import { unlessMissing } from '../../../../lib/loader-reads'
import { pageTitle } from '../../../../lib/page-title'
import { searchOf, textParam } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/topup/perfectmoney-failed')({
  validateSearch: searchOf({ id: textParam() }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => deps.id && unlessMissing(context.queryClient.ensureQueryData(topupQuery(deps.id))),
  head: () => pageTitle(m.page_perfectmoney_failed_title()),
  component: () => (
    <PerfectMoneyReturn
      title={m.page_perfectmoney_failed_title()}
      intro={m.page_perfectmoney_failed_intro()}
      topupId={Route.useSearch().id}
    />
  ),
})
