import { isAdminRole } from '@proxy-portal/worker/contract/roles'
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AdminNav } from '../../../features/admin-catalogue/admin-nav'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

/** The admin layout: roles 0 and 2 only (everyone else goes to /dashboard), with links between its pages. */
export const Route = createFileRoute('/_app/_private/admin')({
  beforeLoad: ({ context }) => {
    if (!isAdminRole(context.user.role)) throw redirect({ to: '/dashboard' })
  },
  head: () => pageTitle(m.page_admin_title()),
  component: AdminLayout,
})

function AdminLayout() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  )
}
