import { DEFAULT_TEMPLATE, templateFields } from '@proxy-portal/worker/contract/export-formats'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { CopyButton } from '../../components/ui/copy-button'
import { ExportChoiceFields, type ExportDraft, isExportable } from '../../components/ui/export-choice-fields'
import { ListTable } from '../../components/ui/list-table'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { apiPageCalls, DOWNLOAD_LINK_KEY, downloadLinkQuery } from './queries'

/** The link with the chosen format in its query: the token answers every format (ADR 0032). */
function linkWith(url: string, draft: ExportDraft): string {
  const query = new URLSearchParams({ format: draft.format })
  if (draft.format === 'custom') query.set('template', draft.template)
  return `${url}?${query}`
}

/** The download link: made (its full address shown once, in the chosen format), listed, copied, revoked. */
export function DownloadLinkCard() {
  const { data: live } = useQuery(downloadLinkQuery)
  const [fresh, setFresh] = useState<string | null>(null)
  const [draft, setDraft] = useState<ExportDraft>({ format: 'colon', template: DEFAULT_TEMPLATE })
  const change = useApiMutation({ refresh: [DOWNLOAD_LINK_KEY] })
  const create = async () => {
    const sure =
      !live ||
      (await confirm({
        title: m.download_link_replace_title(),
        text: m.download_link_replace_text(),
        confirmLabel: m.download_link_create(),
        cancelLabel: m.action_cancel(),
      }))
    if (!sure) return
    const done = await change.run((keyed) => apiPageCalls.newDownloadLink(keyed))
    if (done.ok) setFresh(done.value.url)
  }
  const revoke = async () => {
    const sure = await confirm({
      title: m.download_link_revoke_title(),
      text: m.download_link_revoke_text(),
      confirmLabel: m.download_link_revoke(),
      cancelLabel: m.action_cancel(),
      danger: true,
    })
    if (!sure) return
    const done = await change.run((keyed) => apiPageCalls.revokeDownloadLink(keyed))
    if (done.ok) {
      setFresh(null)
      toast.success(m.download_link_revoked())
    }
  }
  const shown = fresh && isExportable(draft) ? linkWith(fresh, draft) : null
  return (
    <div className="space-y-3">
      <p className="text-sm">{m.api_page_download_intro()}</p>
      <ExportChoiceFields draft={draft} onChange={setDraft} fields={templateFields} />
      {shown && (
        <div className="space-y-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <code className="bg-base-200 min-w-0 rounded px-2 py-1 text-sm break-all" data-testid="download-link">
              {shown}
            </code>
            <CopyButton text={shown} />
          </div>
          <p className="text-warning text-sm">{m.download_link_shown_once()}</p>
        </div>
      )}
      <ListTable
        columns={[
          { label: m.download_link_col_link() },
          { label: m.download_link_col_created() },
          { label: m.download_link_col_last_used() },
          { label: m.col_action(), end: true },
        ]}
        testId="download-links"
        empty={!live}
      >
        {live && (
          <tr>
            <td className="font-mono">{live.prefix}…</td>
            <td>{formatDateTime(live.createdAt)}</td>
            <td>{live.lastUsedAt === null ? m.download_link_never_used() : formatDateTime(live.lastUsedAt)}</td>
            <td className="text-right">
              <button type="button" className="btn btn-ghost btn-xs text-error" onClick={revoke} disabled={change.busy}>
                {m.download_link_revoke()}
              </button>
            </td>
          </tr>
        )}
      </ListTable>
      <button type="button" className="btn btn-outline btn-sm" onClick={create} disabled={change.busy}>
        {m.download_link_create()}
      </button>
    </div>
  )
}
