import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHeader } from '../../../../components/ui/page-header'
import { TopupResult } from '../../../../features/topup/topup-result'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/topup/perfectmoney-failed')({
  validateSearch: v.object({ id: v.optional(v.string()) }),
  head: () => pageTitle(m.page_perfectmoney_failed_title()),
  component: PerfectMoneyFailed,
})

/** Where Perfect Money sends the buyer back; only its status call (V2_HASH checked) credits, so this page shows the top-up as it is. */
function PerfectMoneyFailed() {
  const { id } = Route.useSearch()
  return (
    <>
      <PageHeader title={m.page_perfectmoney_failed_title()} description={m.page_perfectmoney_failed_intro()} />
      {id && <TopupResult id={id} params={{}} />}
      <Link to="/topup/{-$id}" params={{}} className="btn btn-primary">
        {m.action_back_to_topup()}
      </Link>
    </>
  )
}
