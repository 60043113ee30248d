import { Copy } from 'lucide-react'
import { m } from '../../paraglide/messages'
import { toast } from './toast'

/** Copies a text to the clipboard and says so. */
export function CopyButton({ text, label = m.action_copy() }: { text: string; label?: string }) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs"
      aria-label={`${label}: ${text}`}
      onClick={() => navigator.clipboard.writeText(text).then(() => toast.success(m.copied()))}
    >
      <Copy className="size-3" aria-hidden="true" /> {label}
    </button>
  )
}
