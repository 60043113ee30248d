import type { ExtensionTokenView } from '@proxy-portal/worker/contract/extension'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Unplug } from 'lucide-react'
import { confirm } from '../../components/ui/confirm-dialog'
import { ListTable } from '../../components/ui/list-table'
import { toast } from '../../components/ui/toast'
import { api, unwrap } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'

export const EXTENSION_TOKENS_KEY = ['extension-tokens'] as const

/** The browsers connected to the account (their extension tokens), newest first. */
export const extensionTokensQuery = queryOptions({
  queryKey: EXTENSION_TOKENS_KEY,
  queryFn: () => unwrap(api().api.user['extension-tokens'].$get()),
})

/** Connected browsers: name, when connected, last use; each can be disconnected after a confirmation. */
export function ExtensionList() {
  const queryClient = useQueryClient()
  const { data } = useQuery(extensionTokensQuery)
  const disconnect = useMutation({
    mutationFn: (id: string) => unwrap(api().api.user['extension-token'][':id'].$delete({ param: { id } })),
    onSuccess: () => toast.success(m.extension_card_disconnected()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXTENSION_TOKENS_KEY }),
  })
  const ask = async (token: ExtensionTokenView) => {
    const sure = await confirm({
      title: m.extension_card_disconnect_title({ label: token.label }),
      text: m.extension_card_disconnect_text(),
      confirmLabel: m.extension_card_disconnect(),
      cancelLabel: m.action_cancel(),
      danger: true,
    })
    if (sure) disconnect.mutate(token._id)
  }
  return (
    <ListTable
      columns={[
        { label: m.extension_card_col_browser() },
        { label: m.extension_card_col_created() },
        { label: m.extension_card_col_last_used() },
        { label: m.col_action(), end: true },
      ]}
      testId="extension-tokens"
      empty={data?.data.length === 0}
    >
      {data?.data.map((token) => (
        <tr key={token._id}>
          <td className="max-w-56 break-words">{token.label}</td>
          <td className="whitespace-nowrap">{formatDateTime(token.createdAt)}</td>
          <td className="whitespace-nowrap">
            {token.lastUsedAt === null ? m.extension_card_never_used() : formatDateTime(token.lastUsedAt)}
          </td>
          <td className="text-right">
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              aria-label={m.extension_card_disconnect_label({ label: token.label })}
              disabled={disconnect.isPending}
              onClick={() => void ask(token)}
            >
              <Unplug className="size-3" aria-hidden="true" /> {m.extension_card_disconnect()}
            </button>
          </td>
        </tr>
      ))}
    </ListTable>
  )
}
