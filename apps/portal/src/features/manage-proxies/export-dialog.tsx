import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { exportRecordOf } from '@proxy-portal/worker/contract/bought-proxies'
import { DEFAULT_TEMPLATE, exportFile, exportText, templateFields } from '@proxy-portal/worker/contract/export-formats'
import { Copy, Download } from 'lucide-react'
import { useState } from 'react'
import { ExportChoiceFields, type ExportDraft, isExportable } from '../../components/ui/export-choice-fields'
import { toast } from '../../components/ui/toast'
import { downloadText } from '../../lib/download'
import { m } from '../../paraglide/messages'
import { ActionDialog } from './action-dialog'

/** The selected proxies in a chosen format, written here with the shared export module: as a file, or copied. */
export function ExportDialog({ proxies, onClose }: { proxies: BoughtProxyView[]; onClose: () => void }) {
  const [draft, setDraft] = useState<ExportDraft>({ format: 'colon', template: DEFAULT_TEMPLATE })
  const ready = isExportable(draft)
  const text = () => exportText(proxies.map(exportRecordOf), draft)
  const save = () => {
    const { extension, mediaType } = exportFile(draft.format)
    downloadText(`proxies-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}.${extension}`, text(), mediaType)
  }
  return (
    <ActionDialog title={m.manage_export_title({ count: proxies.length })} onClose={onClose}>
      <ExportChoiceFields draft={draft} onChange={setDraft} fields={templateFields} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" disabled={!ready} onClick={save}>
          <Download className="size-4" aria-hidden="true" /> {m.manage_export_download()}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={!ready}
          onClick={() =>
            navigator.clipboard.writeText(text()).then(
              () => toast.success(m.copied()),
              () => toast.error(m.plan_export_copy_failed()),
            )
          }
        >
          <Copy className="size-4" aria-hidden="true" /> {m.manage_export_copy()}
        </button>
      </div>
    </ActionDialog>
  )
}
