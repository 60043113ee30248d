import type { QueryClient } from '@tanstack/react-query'
import { confirm } from '../../components/ui/confirm-dialog'
import { api } from '../../lib/api'
import { m } from '../../paraglide/messages'
import { SESSION_KEY } from './session-query'

/** Asks first; then the session is revoked server-side, forgotten here, and the reader goes to log in. */
export async function confirmAndLogout(queryClient: QueryClient, goToLogin: () => Promise<void>): Promise<void> {
  const confirmed = await confirm({
    title: m.logout_confirm_title(),
    text: m.logout_confirm_text(),
    confirmLabel: m.logout_confirm_yes(),
    cancelLabel: m.action_cancel(),
    danger: true,
  })
  if (!confirmed) return
  await api()
    .api.auth.logout.$post()
    .catch(() => undefined)
  queryClient.setQueryData(SESSION_KEY, null)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] && query.queryKey[0] !== 'settings' })
  await goToLogin()
}
