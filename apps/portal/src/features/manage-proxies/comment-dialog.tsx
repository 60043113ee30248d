import { COMMENT_MAX } from '@proxy-portal/worker/contract/bought-proxies'
import { useId, useState } from 'react'
import { SubmitButton } from '../../components/ui/submit-button'
import { toast } from '../../components/ui/toast'
import { type Failure, useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { ActionDialog } from './action-dialog'
import { FailureAlert } from './failure-alert'
import { proxyCalls, proxyChange } from './proxy-calls'

/** One comment for every selected proxy (an empty one clears them). */
export function CommentDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const id = useId()
  const { run, busy } = useApiMutation(proxyChange)
  const [comment, setComment] = useState('')
  const [failure, setFailure] = useState<Failure | null>(null)
  const submit = async () => {
    const done = await run(() => proxyCalls.updateList(ids, { comment }))
    setFailure(done.ok ? null : done)
    if (!done.ok) return
    toast.success(m.manage_updated({ count: done.value.updated }))
    onClose()
  }
  return (
    <ActionDialog title={m.manage_comment_title({ count: ids.length })} onClose={onClose}>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <label className="fieldset-legend" htmlFor={id}>
          {m.manage_comment()}
        </label>
        <textarea
          id={id}
          className="textarea w-full"
          rows={2}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <p className="text-base-content/60 text-sm">{m.manage_comment_hint({ max: COMMENT_MAX })}</p>
        <FailureAlert failure={failure} />
        <SubmitButton busy={busy} label={m.manage_save()} className="btn-primary btn-sm" />
      </form>
    </ActionDialog>
  )
}
