import { isAdminRole } from '@proxy-portal/worker/contract/roles'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin')({
  // The admin layout is for roles 0 and 2; everyone else goes to /dashboard.
  beforeLoad: ({ context }) => {
    if (!isAdminRole(context.user.role)) throw redirect({ to: '/dashboard' })
  },
  head: () => pageTitle(m.page_admin_title()),
  component: () => <PageHeader title={m.page_admin_title()} description={m.page_admin_intro()} />,
})
