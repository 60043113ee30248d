import { confirm } from '../../components/ui/confirm-dialog'
import { m } from '../../paraglide/messages'

/** Asks before a change that cannot be taken back (a delete, switching a node off). */
export const confirmDanger = (title: string, text: string, confirmLabel = m.catalogue_delete()) =>
  confirm({ title, text, confirmLabel, cancelLabel: m.catalogue_cancel(), danger: true })

/** The last cell of a list row: edit and delete, each named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <td className="space-x-1 whitespace-nowrap">
      <button type="button" className="btn btn-ghost btn-xs" onClick={onEdit} aria-label={m.catalogue_edit_named({ name })}>
        {m.catalogue_edit()}
      </button>
      <button type="button" className="btn btn-ghost btn-xs text-error" onClick={onDelete} aria-label={m.catalogue_delete_named({ name })}>
        {m.catalogue_delete()}
      </button>
    </td>
  )
}
