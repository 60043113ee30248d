import type { UserView } from '@proxy-portal/worker/contract/user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Copy, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { toast } from '../../components/ui/toast'
import { api, unwrap } from '../../lib/api'
import { m } from '../../paraglide/messages'
import { SESSION_KEY } from '../session/session-query'

/** The API key: masked, or shown in full once right after it is made; making a new one ends the old. */
export function ApiKeyCard({ user }: { user: UserView }) {
  const queryClient = useQueryClient()
  const [fresh, setFresh] = useState<string | null>(null)
  const generate = useMutation({
    mutationFn: () => unwrap(api().api.user['generate-key'].$post()),
    onSuccess: async ({ apiKey }) => {
      setFresh(apiKey)
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY })
    },
  })
  const ask = async () => {
    const sure =
      !user.apiKey ||
      (await confirm({
        title: m.api_key_regenerate_title(),
        text: m.api_key_regenerate_text(),
        confirmLabel: m.api_key_generate(),
        cancelLabel: m.action_cancel(),
      }))
    if (sure) generate.mutate()
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
        <button type="button" className="btn btn-outline btn-sm" onClick={ask} disabled={generate.isPending}>
          {user.apiKey ? m.api_key_regenerate() : m.api_key_generate()}
        </button>
      </div>
      {fresh && <p className="text-warning text-sm">{m.api_key_shown_once()}</p>}
    </div>
  )
}
