import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PlainLayout } from '../layouts/plain-layout'

export const Route = createFileRoute('/_plain')({
  component: () => (
    <PlainLayout>
      <Outlet />
    </PlainLayout>
  ),
})
