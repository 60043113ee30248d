import type { UserView } from '@proxy-portal/worker/contract/user'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { CopyButton } from '../../components/ui/copy-button'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { accountCalls } from '../account/account-calls'
import { SESSION_KEY } from '../session/session-query'
import { apiPageCalls } from './queries'

/**
 * The API key: masked, or shown in full once right after it is made; making a new one ends the old,
 * revoking ends it with none after. `onFresh` hears the key just made (the examples on /api use it).
 */
export function ApiKeyCard({ user, onFresh }: { user: UserView; onFresh?: (key: string | null) => void }) {
  const [fresh, setFresh] = useState<string | null>(null)
  const show = (key: string | null) => {
    setFresh(key)
    onFresh?.(key)
  }
  const change = useApiMutation({ refresh: [SESSION_KEY] })
  const generate = async () => {
    const sure =
      !user.apiKey ||
      (await confirm({
        title: m.api_key_regenerate_title(),
        text: m.api_key_regenerate_text(),
        confirmLabel: m.api_key_generate(),
        cancelLabel: m.action_cancel(),
      }))
    if (!sure) return
    const done = await change.run((keyed) => accountCalls.generateKey(keyed))
    if (done.ok) show(done.value.apiKey)
  }
  const revoke = async () => {
    const sure = await confirm({
      title: m.api_key_revoke_title(),
      text: m.api_key_revoke_text(),
      confirmLabel: m.api_key_revoke(),
      cancelLabel: m.action_cancel(),
      danger: true,
    })
    if (!sure) return
    const done = await change.run((keyed) => apiPageCalls.revokeKey(keyed))
    if (done.ok) {
      show(null)
      toast.success(m.api_key_revoked())
    }
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <KeyRound className="size-4 opacity-60" aria-hidden="true" />
        <code className="bg-base-200 rounded px-2 py-1 text-sm break-all" data-testid="api-key">
          {fresh ?? user.apiKey ?? m.api_key_none()}
        </code>
        {fresh && <CopyButton text={fresh} />}
        <button type="button" className="btn btn-outline btn-sm" onClick={generate} disabled={change.busy}>
          {user.apiKey ? m.api_key_regenerate() : m.api_key_generate()}
        </button>
        {user.apiKey && (
          <button type="button" className="btn btn-ghost btn-sm text-error" onClick={revoke} disabled={change.busy}>
            {m.api_key_revoke()}
          </button>
        )}
      </div>
      {fresh && <p className="text-warning text-sm">{m.api_key_shown_once()}</p>}
    </div>
  )
}
