import { type BoughtProxyView, COMMENT_MAX } from '@proxy-portal/worker/contract/bought-proxies'
import { useState } from 'react'
import { type Failure, useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { FailureAlert } from './failure-alert'
import { proxyCalls, proxyChange } from './proxy-calls'

/** The proxy's comment, edited in place when the row's 'edit comment' asks. */
export function CommentCell({ proxy, editing, onEditing }: { proxy: BoughtProxyView; editing: boolean; onEditing: (on: boolean) => void }) {
  if (editing) return <CommentEditor proxy={proxy} onDone={() => onEditing(false)} />
  return (
    <p className="max-w-56 text-sm break-words" data-testid="proxy-comment">
      {proxy.comment || <span className="text-base-content/40">—</span>}
    </p>
  )
}

function CommentEditor({ proxy, onDone }: { proxy: BoughtProxyView; onDone: () => void }) {
  const { run, busy } = useApiMutation(proxyChange)
  const [text, setText] = useState(proxy.comment)
  const [failure, setFailure] = useState<Failure | null>(null)
  const save = async () => {
    const done = await run(() => proxyCalls.comment(proxy._id, text))
    setFailure(done.ok ? null : done)
    if (done.ok) onDone()
  }
  return (
    <form
      className="flex min-w-56 flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <input
        className="input input-sm w-full"
        value={text}
        maxLength={COMMENT_MAX}
        onChange={(event) => setText(event.target.value)}
        aria-label={m.manage_comment_for({ host: proxy.host })}
        autoFocus
      />
      <FailureAlert failure={failure} />
      <div className="flex gap-1">
        <button type="submit" className="btn btn-primary btn-xs" disabled={busy}>
          {m.manage_save()}
        </button>
        <button type="button" className="btn btn-ghost btn-xs" onClick={onDone}>
          {m.action_cancel()}
        </button>
      </div>
    </form>
  )
}
