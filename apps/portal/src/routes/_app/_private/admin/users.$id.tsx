import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import {
  adminOrdersQuery,
  adminTopupsQuery,
  userAgencyQuery,
  userDetailQuery,
  userLedgerQuery,
  userProxiesQuery,
} from '../../../../features/admin/people-queries'
import { UserPage } from '../../../../features/admin/user-page'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/users/$id')({
  loader: async ({ context, params }) => {
    const ensure = context.queryClient.ensureQueryData.bind(context.queryClient)
    const [detail] = await Promise.all([
      ensure(userDetailQuery(params.id)),
      ensure(userLedgerQuery(params.id)),
      // The lists' tabs, each at its first page: a tab shows at once when clicked.
      ensure(adminOrdersQuery({ page: 1, user: params.id })),
      ensure(adminTopupsQuery({ page: 1, user: params.id })),
      ensure(userProxiesQuery(params.id, 1)),
    ])
    await ensure(userAgencyQuery(detail.user))
  },
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
