import { Copy } from 'lucide-react'
import { m } from '../../paraglide/messages'
import { toast } from './toast'

/** Copies a text to the clipboard and says so; `compact` shows the icon alone (the label stays its name) where room is short. */
export function CopyButton({ text, label = m.action_copy(), compact = false }: { text: string; label?: string; compact?: boolean }) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-xs ${compact ? 'btn-square' : ''}`}
      aria-label={`${label}: ${text}`}
      onClick={() => navigator.clipboard.writeText(text).then(() => toast.success(m.copied()))}
    >
      <Copy className="size-3" aria-hidden="true" /> {!compact && label}
    </button>
  )
}
