import type { UserView } from '@proxy-portal/worker/contract/user'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { toast } from '../../components/ui/toast'
import { m } from '../../paraglide/messages'
import { onApiError } from './api-errors'
import { SESSION_KEY, useSessionUser } from './session-query'

/** The spec's local copy of the user (userInfo); tokens stay in httpOnly cookies. */
const USER_INFO_KEY = 'userInfo'

function rememberUser(user: UserView | null) {
  if (user) localStorage.setItem(USER_INFO_KEY, JSON.stringify(user))
  else localStorage.removeItem(USER_INFO_KEY)
}

/**
 * The client contract: 401 ends the session and goes to /auth/login, 409 goes to /dashboard; any
 * other failure the caller does not handle itself becomes an error toast in the reader's language.
 */
export function SessionSync() {
  const user = useSessionUser()
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  useEffect(() => rememberUser(user), [user])

  useEffect(
    () =>
      onApiError((error, handledByCaller) => {
        if (error.status === 401) {
          queryClient.setQueryData(SESSION_KEY, null)
          void navigate({ to: '/auth/login' })
        } else if (error.status === 409) {
          void navigate({ to: '/dashboard' })
        } else if (!handledByCaller) {
          // The catalogue's texts (some 105 codes, both languages) stay out of the script every page loads
          // first (ADR 0038): the toast shows when they arrive, a moment after the failure.
          void import('../errors/error-text')
            .then(({ errorText }) => toast.error(errorText(error.code)))
            .catch(() => toast.error(m.error_UNKNOW_ERROR()))
        }
      }),
    [queryClient, navigate],
  )
  return null
}
