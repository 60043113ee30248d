import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { AgencyOverview, Card } from '../../../features/agency/agency-overview'
import { ApplyForm } from '../../../features/agency/apply-form'
import {
  agencyCouponsQuery,
  commissionChartQuery,
  commissionsQuery,
  myAgencyQuery,
  referredCustomersQuery,
} from '../../../features/agency/queries'
import { formatDate } from '../../../lib/dates'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/agency')({
  // An active agency's lists come with the page (an inactive one has none: AGENCY_NOT_ACTIVE).
  loader: async ({ context: { queryClient } }) => {
    const mine = await queryClient.ensureQueryData(myAgencyQuery)
    if (!mine.agency?.active) return
    await Promise.all([
      queryClient.ensureQueryData(referredCustomersQuery(1)),
      queryClient.ensureQueryData(commissionsQuery(1)),
      queryClient.ensureQueryData(commissionChartQuery),
      queryClient.ensureQueryData(agencyCouponsQuery(1)),
    ])
  },
  head: () => pageTitle(m.page_agency_title()),
  component: AgencyPage,
})

/** /agency: apply with a code; then wait for an admin; once active, everything the agency earns. */
function AgencyPage() {
  const { data } = useQuery(myAgencyQuery)
  const agency = data?.agency ?? null
  return (
    <>
      <PageHeader title={m.page_agency_title()} description={m.page_agency_intro()} />
      {!data ? null : !agency ? (
        <Card title={m.agency_apply_title()} intro={m.agency_apply_intro()}>
          <ApplyForm />
        </Card>
      ) : !agency.active ? (
        <Card title={m.agency_waiting_title()}>
          <p data-testid="agency-waiting">
            {agency.activatedAt === null
              ? m.agency_waiting_text({ code: agency.code, date: formatDate(agency.createdAt) })
              : m.agency_deactivated_text({ code: agency.code })}
          </p>
        </Card>
      ) : (
        <AgencyOverview agency={agency} pendingDays={data.pendingDays} />
      )}
    </>
  )
}
