import { CHECK_PROXY_HANDOFF_KEY } from '@proxy-portal/worker/contract/checker'
import { DEFAULT_TEMPLATE, type ExportRecord, exportFile, exportText, templateFields } from '@proxy-portal/worker/contract/export-formats'
import { useNavigate } from '@tanstack/react-router'
import { Copy, Download, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { ExportChoiceFields, type ExportDraft, isExportable } from '../../components/ui/export-choice-fields'
import { toast } from '../../components/ui/toast'
import { downloadText } from '../../lib/download'
import { m } from '../../paraglide/messages'
import { checkLines } from './plan-records'

/**
 * The plan's proxy list in any export format, copied or saved as a file, both built in the page from
 * the list it shows (so a custom template needs no round trip); and the way to check them all.
 */
export function PlanExport({ records, fileStem }: { records: ExportRecord[]; fileStem: string }) {
  const navigate = useNavigate()
  const [draft, setDraft] = useState<ExportDraft>({ format: 'colon', template: DEFAULT_TEMPLATE })
  const ready = records.length > 0 && isExportable(draft)
  const text = () => exportText(records, draft)
  const copy = () =>
    navigator.clipboard.writeText(text()).then(
      () => toast.success(m.copied()),
      () => toast.error(m.plan_export_copy_failed()),
    )
  const download = () => {
    const file = exportFile(draft.format)
    downloadText(`${fileStem}.${file.extension}`, text(), file.mediaType)
  }
  const check = () => {
    sessionStorage.setItem(CHECK_PROXY_HANDOFF_KEY, checkLines(records))
    void navigate({ to: '/check-proxy' })
  }
  return (
    <div className="space-y-2">
      <ExportChoiceFields draft={draft} onChange={setDraft} fields={templateFields} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-outline" disabled={!ready} onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" /> {m.plan_export_copy()}
        </button>
        <button type="button" className="btn btn-sm btn-outline" disabled={!ready} onClick={download}>
          <Download className="size-4" aria-hidden="true" /> {m.plan_export_download()}
        </button>
        <button type="button" className="btn btn-sm btn-primary" disabled={records.length === 0} onClick={check}>
          <ShieldCheck className="size-4" aria-hidden="true" /> {m.plan_export_check()}
        </button>
      </div>
    </div>
  )
}
