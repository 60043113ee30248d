import type { UserView } from '@proxy-portal/worker/contract/user'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { SESSION_KEY } from '../session/session-query'

/** Only our own pages are places to return to after signing in. */
export function safeRedirect(target: string | undefined): string {
  return target && /^\/(?!\/)/.test(target) ? target : '/dashboard'
}

/** After a successful sign-in: remember the user and go where the visitor was heading. */
export function useSignedIn() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async (user: UserView, redirect?: string) => {
    // Every route's guard reads the session from this cache on the next navigation.
    queryClient.setQueryData(SESSION_KEY, user)
    await navigate({ to: safeRedirect(redirect) })
  }
}
