import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useSessionUser } from '../features/session/session-query'
import { AppLayout } from '../layouts/app-layout'

export const Route = createFileRoute('/_app')({
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
