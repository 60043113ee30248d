import { Copy, Download } from 'lucide-react'
import { useId } from 'react'
import { toast } from '../../components/ui/toast'
import { downloadText } from '../../lib/download'
import { m } from '../../paraglide/messages'

const copy = (text: string) =>
  navigator.clipboard.writeText(text).then(
    () => toast.success(m.copied()),
    () => toast.error(m.tools_copy_failed()),
  )

/** A tool's result: the text to read, how much it holds, and buttons to copy it or save it as a file. */
export function ResultOutput({
  text,
  summary,
  fileName,
  mediaType,
  rows = 8,
}: {
  text: string
  summary: string
  fileName: string
  mediaType?: string
  rows?: number
}) {
  const id = useId()
  return (
    <div className="fieldset min-w-0">
      <label className="fieldset-legend" htmlFor={id}>
        {m.tools_result()}
      </label>
      <textarea id={id} readOnly className="textarea w-full font-mono text-sm" rows={rows} value={text} spellCheck={false} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base-content/70 text-sm" aria-live="polite">
          {summary}
        </p>
        <div className="flex gap-2">
          <button type="button" className="btn btn-sm" disabled={!text} onClick={() => void copy(text)}>
            <Copy className="size-4" aria-hidden="true" /> {m.action_copy()}
          </button>
          <button type="button" className="btn btn-sm" disabled={!text} onClick={() => downloadText(fileName, text, mediaType)}>
            <Download className="size-4" aria-hidden="true" /> {m.tools_download()}
          </button>
        </div>
      </div>
    </div>
  )
}
