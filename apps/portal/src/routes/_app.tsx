import { createFileRoute, Outlet } from '@tanstack/react-router'
import { summaryQuery } from '../features/dashboard/summary-query'
import { useSessionUser } from '../features/session/session-query'
import { AppLayout } from '../layouts/app-layout'

export const Route = createFileRoute('/_app')({
  // A signed-in visitor's tabs include the workspace when the account has one.
  loader: async ({ context }) => {
    if (context.user) await context.queryClient.ensureQueryData(summaryQuery)
  },
  component: AppRoute,
})

function AppRoute() {
  const user = useSessionUser()
  return (
    <AppLayout user={user}>
      <Outlet />
    </AppLayout>
  )
}
