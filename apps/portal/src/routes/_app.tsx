import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AppLayout } from '../layouts/app-layout'

export const Route = createFileRoute('/_app')({
  component: () => (
    <AppLayout user={null}>
      <Outlet />
    </AppLayout>
  ),
})
