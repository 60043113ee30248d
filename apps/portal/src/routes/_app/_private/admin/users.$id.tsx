import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { userDetailQuery, userLedgerQuery } from '../../../../features/admin/people-queries'
import { UserPage } from '../../../../features/admin/user-page'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/users/$id')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(userDetailQuery(params.id)),
      context.queryClient.ensureQueryData(userLedgerQuery(params.id)),
    ]),
  head: () => pageTitle(m.admin_user_title()),
  component: UserRoute,
})

function UserRoute() {
  const { id } = Route.useParams()
  return (
    <>
      <PageHeader title={m.admin_user_title()} />
      <UserPage id={id} />
    </>
  )
}
