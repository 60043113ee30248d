import { DEFAULT_TEMPLATE, templateFields } from '@proxy-portal/worker/contract/export-formats'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { ExportChoiceFields, type ExportDraft, isExportable } from '../../components/ui/export-choice-fields'
import { api } from '../../lib/api'
import { m } from '../../paraglide/messages'
import { ActionDialog } from './action-dialog'
import type { ProxySearch, ProxyTab } from './queries'

/** Every proxy of the tab (with its country and tag filters), written by the server in the chosen format and downloaded. */
export function ExportAllDialog({ status, filter, onClose }: { status: ProxyTab; filter: ProxySearch; onClose: () => void }) {
  const [draft, setDraft] = useState<ExportDraft>({ format: 'colon', template: DEFAULT_TEMPLATE })
  const ready = isExportable(draft)
  const query = {
    format: draft.format,
    ...(draft.format === 'custom' && { template: draft.template }),
    status,
    ...(filter.countryCode && { countryCode: filter.countryCode }),
    ...(filter.tagId && { tagId: filter.tagId }),
  }
  const url = api().api['bought-proxy']['export-all-proxy'].$url({ query })
  return (
    <ActionDialog title={m.manage_export_all_title()} onClose={onClose}>
      <ExportChoiceFields draft={draft} onChange={setDraft} fields={templateFields} />
      {ready ? (
        <a className="btn btn-primary btn-sm" href={`${url.pathname}${url.search}`} download>
          <Download className="size-4" aria-hidden="true" /> {m.manage_export_download()}
        </a>
      ) : (
        <button type="button" className="btn btn-primary btn-sm" disabled>
          <Download className="size-4" aria-hidden="true" /> {m.manage_export_download()}
        </button>
      )}
    </ActionDialog>
  )
}
