import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { myIpQuery } from '../../lib/my-ip-query'

/** Signed-in-only pages: a visitor goes to /auth/login, and comes back here after signing in. */
export const Route = createFileRoute('/_app/_private')({
  beforeLoad: ({ context, location }) => {
    if (!context.user) throw redirect({ to: '/auth/login', search: { redirect: location.href } })
    return { user: context.user }
  },
  // The auth IP fields (plans, trial, proxies) offer the address the portal sees: known as the page renders.
  loader: ({ context }) => context.queryClient.ensureQueryData(myIpQuery),
  component: Outlet,
})
