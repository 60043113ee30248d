import type { ExtensionTokenView } from '@proxy-portal/worker/contract/extension'
import { useQuery } from '@tanstack/react-query'
import { Unplug } from 'lucide-react'
import { confirm } from '../../components/ui/confirm-dialog'
import { ListTable } from '../../components/ui/list-table'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { accountCalls } from './account-calls'
import { EXTENSION_TOKENS_KEY, extensionTokensQuery } from './queries'

/** Connected browsers: name, when connected, last use; each can be disconnected after a confirmation. */
export function ExtensionList() {
  const { data } = useQuery(extensionTokensQuery)
  const disconnect = useApiMutation({ refresh: [EXTENSION_TOKENS_KEY] })
  const ask = async (token: ExtensionTokenView) => {
    const sure = await confirm({
      title: m.extension_card_disconnect_title({ label: token.label }),
      text: m.extension_card_disconnect_text(),
      confirmLabel: m.extension_card_disconnect(),
      cancelLabel: m.action_cancel(),
      danger: true,
    })
    if (!sure) return
    const done = await disconnect.run((keyed) => accountCalls.disconnectExtension(token._id, keyed))
    if (done.ok) toast.success(m.extension_card_disconnected())
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
              disabled={disconnect.busy}
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
