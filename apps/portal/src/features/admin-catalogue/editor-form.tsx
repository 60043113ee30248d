import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import type { ReactNode } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { m } from '../../paraglide/messages'

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
