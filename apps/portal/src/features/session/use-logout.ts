import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { confirm } from '../../components/ui/confirm-dialog'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { sessionCalls } from './session-calls'
import { SESSION_KEY } from './session-query'

/** Asks first; then the session is revoked server-side, forgotten here, and the reader goes to log in. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // Whatever the server answers, this browser forgets the session.
  const { run } = useApiMutation({ handles: true })
  return async () => {
    const confirmed = await confirm({
      title: m.logout_confirm_title(),
      text: m.logout_confirm_text(),
      confirmLabel: m.logout_confirm_yes(),
      cancelLabel: m.action_cancel(),
      danger: true,
    })
    if (!confirmed) return
    await run((keyed) => sessionCalls.logout(keyed))
    queryClient.setQueryData(SESSION_KEY, null)
    // Away from the signed-in page first: its reads, forgotten while still shown, would be asked again and answer 401.
    await navigate({ to: '/auth/login' })
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] && query.queryKey[0] !== 'settings' })
  }
}
