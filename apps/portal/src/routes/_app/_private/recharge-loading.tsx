import { createFileRoute, redirect } from '@tanstack/react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { BankWaiting } from '../../../features/topup/bank-waiting'
import { checkBankQuery } from '../../../features/topup/queries'
import { pageTitle } from '../../../lib/page-title'
import { countParam, searchOf } from '../../../lib/search-params'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/recharge-loading')({
  // `since`: when the user opened the top-up page; transfers credited from then on count.
  validateSearch: searchOf({ since: countParam }),
  // Opened directly (no moment given), it waits for transfers from now on, not for every transfer ever made.
  beforeLoad: ({ search }) => {
    if (search.since === 0) throw redirect({ to: '/recharge-loading', search: { since: Date.now() }, replace: true })
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(checkBankQuery(deps.since)),
  head: () => pageTitle(m.page_recharge_loading_title()),
  component: RechargeLoading,
})

function RechargeLoading() {
  const { since } = Route.useSearch()
  return (
    <>
      <PageHeader title={m.page_recharge_loading_title()} description={m.page_recharge_loading_intro()} />
      <BankWaiting since={since} />
    </>
  )
}
