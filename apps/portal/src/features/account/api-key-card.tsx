import type { UserView } from '@proxy-portal/worker/contract/user'
import { Copy, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { SESSION_KEY } from '../session/session-query'
import { accountCalls } from './account-calls'

/** The API key: masked, or shown in full once right after it is made; making a new one ends the old. */
export function ApiKeyCard({ user }: { user: UserView }) {
  const [fresh, setFresh] = useState<string | null>(null)
  const generate = useApiMutation({ refresh: [SESSION_KEY] })
  const ask = async () => {
    const sure =
      !user.apiKey ||
      (await confirm({
        title: m.api_key_regenerate_title(),
        text: m.api_key_regenerate_text(),
        confirmLabel: m.api_key_generate(),
        cancelLabel: m.action_cancel(),
      }))
    if (!sure) return
    const done = await generate.run((keyed) => accountCalls.generateKey(keyed))
    if (done.ok) setFresh(done.value.apiKey)
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <KeyRound className="size-4 opacity-60" aria-hidden="true" />
        <code className="bg-base-200 rounded px-2 py-1 text-sm" data-testid="api-key">
          {fresh ?? user.apiKey ?? m.api_key_none()}
        </code>
        {fresh && (
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => navigator.clipboard.writeText(fresh).then(() => toast.success(m.copied()))}
          >
            <Copy className="size-3" aria-hidden="true" /> {m.action_copy()}
          </button>
        )}
        <button type="button" className="btn btn-outline btn-sm" onClick={ask} disabled={generate.busy}>
          {user.apiKey ? m.api_key_regenerate() : m.api_key_generate()}
        </button>
      </div>
      {fresh && <p className="text-warning text-sm">{m.api_key_shown_once()}</p>}
    </div>
  )
}
