import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PerfectMoneyReturn } from '../../../../features/topup/perfect-money-return'
import { pageTitle } from '../../../../lib/page-title'
import { textParam } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/topup/perfectmoney-success')({
  validateSearch: v.object({ id: textParam() }),
  head: () => pageTitle(m.page_perfectmoney_success_title()),
  component: () => (
    <PerfectMoneyReturn
      title={m.page_perfectmoney_success_title()}
      intro={m.page_perfectmoney_success_intro()}
      topupId={Route.useSearch().id}
    />
  ),
})
