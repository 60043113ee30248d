import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { toast } from '../../components/ui/toast'
import { failureOf } from '../../lib/form'
import { m } from '../../paraglide/messages'

/**
 * Saving an admin editor: `input` is the form's checked values (null when a field is wrong, and
 * nothing is sent). On success a toast, every admin list refreshed (stock moves with the catalogue)
 * and `onDone`; on failure the code above the form and the API's field errors beside the fields.
 */
export function useEditorSave(form: { showServerErrors: (error: unknown) => void }, onDone: () => void) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const save = async <T,>(input: T | null, send: (input: T) => Promise<unknown>, done: (input: T) => string) => {
    setFailure(null)
    if (!input) return
    setBusy(true)
    try {
      await send(input)
      toast.success(done(input))
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
      onDone()
    } catch (error) {
      setFailure(failureOf(error))
      form.showServerErrors(error)
    }
    setBusy(false)
  }
  return { busy, failure, save }
}

const grids = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' }

/** An admin editor opened above its list: the failure, the fields in a grid, save and cancel. */
export function EditorForm({
  onSubmit,
  onCancel,
  busy,
  failure,
  columns,
  children,
}: {
  onSubmit: () => void
  onCancel: () => void
  busy: boolean
  failure: ErrorCode | null
  columns: keyof typeof grids
  children: ReactNode
}) {
  return (
    <Form onSubmit={onSubmit} className="rounded-box border-base-300 space-y-2 border p-4">
      <FormAlert code={failure} />
      <div className={`grid gap-2 ${grids[columns]}`}>{children}</div>
      <div className="flex gap-2">
        <SubmitButton busy={busy} label={m.catalogue_save()} className="btn-primary btn-sm" />
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {m.catalogue_cancel()}
        </button>
      </div>
    </Form>
  )
}
