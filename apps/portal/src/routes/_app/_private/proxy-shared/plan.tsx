import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { PlanManager } from '../../../../features/shared-plan/plan-manager'
import { myPlanQuery, planCountriesQuery, planLogsQuery, sharedPricesQuery, tiersQuery } from '../../../../features/shared-plan/queries'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/proxy-shared/plan')({
  loader: ({ context }) =>
    Promise.all([
      // The log is asked for only when there is a plan to have one.
      context.queryClient.ensureQueryData(myPlanQuery).then((mine) => mine && context.queryClient.ensureQueryData(planLogsQuery(1))),
      context.queryClient.ensureQueryData(planCountriesQuery),
      context.queryClient.ensureQueryData(sharedPricesQuery),
      context.queryClient.ensureQueryData(tiersQuery),
    ]),
  head: () => pageTitle(m.page_proxy_shared_plan_title()),
  component: () => (
    <>
      <PageHeader title={m.page_proxy_shared_plan_title()} description={m.page_proxy_shared_plan_intro()} />
      <PlanManager />
    </>
  ),
})
