import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHeader } from '../../../components/ui/page-header'
import { BankWaiting } from '../../../features/topup/bank-waiting'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/recharge-loading')({
  // `since`: when the user opened the top-up page; transfers credited from then on count.
  validateSearch: v.object({ since: v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(0)), 0) }),
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
