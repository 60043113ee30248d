import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

/** Signed-in-only pages: a visitor goes to /auth/login, and comes back here after signing in. */
export const Route = createFileRoute('/_app/_private')({
  beforeLoad: ({ context, location }) => {
    if (!context.user) throw redirect({ to: '/auth/login', search: { redirect: location.href } })
    return { user: context.user }
  },
  component: Outlet,
})
