import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { authProvidersQuery } from '../features/auth/auth-providers-query'
import { AuthLayout } from '../layouts/auth-layout'

export const Route = createFileRoute('/_auth')({
  // Guest-only pages: someone signed in goes to /dashboard.
  beforeLoad: ({ context }) => {
    if (context.user) throw redirect({ to: '/dashboard' })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(authProvidersQuery),
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})
