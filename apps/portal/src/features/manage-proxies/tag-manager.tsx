import { TAG_NAME_MAX, type TagView } from '@proxy-portal/worker/contract/bought-proxies'
import { useQuery } from '@tanstack/react-query'
import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { ListTable } from '../../components/ui/list-table'
import { toast } from '../../components/ui/toast'
import { type Failure, useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { ActionDialog } from './action-dialog'
import { FailureAlert } from './failure-alert'
import { proxyCalls, proxyChange } from './proxy-calls'
import { tagsQuery } from './queries'

function TagRow({ tag, onFailure }: { tag: TagView; onFailure: (failure: Failure | null) => void }) {
  const { run, busy } = useApiMutation(proxyChange)
  const [name, setName] = useState<string | null>(null)
  const rename = async (next: string) => {
    const done = await run(() => proxyCalls.renameTag(tag._id, next))
    onFailure(done.ok ? null : done)
    if (done.ok) setName(null)
  }
  const remove = async () => {
    const sure = await confirm({
      title: m.manage_tag_delete_title(),
      text: m.manage_tag_delete_text({ name: tag.name, count: tag.count }),
      confirmLabel: m.manage_tag_delete(),
      cancelLabel: m.action_cancel(),
      danger: true,
    })
    if (!sure) return
    const done = await run(() => proxyCalls.deleteTag(tag._id))
    onFailure(done.ok ? null : done)
    if (done.ok) toast.success(m.manage_tag_deleted({ name: tag.name }))
  }
  return (
    <tr>
      <td>
        {name === null ? (
          tag.name
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              void rename(name)
            }}
          >
            <input
              className="input input-sm w-40"
              maxLength={TAG_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-label={m.manage_tag_name_for({ name: tag.name })}
            />
          </form>
        )}
      </td>
      <td className="text-right">{tag.count}</td>
      <td>
        <div className="flex flex-nowrap gap-1">
          {name === null ? (
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              onClick={() => setName(tag.name)}
              aria-label={m.manage_tag_rename_for({ name: tag.name })}
            >
              <Pencil className="size-3" aria-hidden="true" />
            </button>
          ) : (
            <button type="button" className="btn btn-primary btn-xs" disabled={busy} onClick={() => void rename(name)}>
              {m.manage_save()}
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-xs text-error"
            disabled={busy}
            onClick={() => void remove()}
            aria-label={m.manage_tag_delete_for({ name: tag.name })}
          >
            <Trash2 className="size-3" aria-hidden="true" />
          </button>
        </div>
      </td>
    </tr>
  )
}

/** The customer's tags, with how many proxies each holds: renamed in place, deleted after a confirm. */
export function TagManager({ onClose }: { onClose: () => void }) {
  const tags = useQuery(tagsQuery).data ?? []
  const [failure, setFailure] = useState<Failure | null>(null)
  return (
    <ActionDialog title={m.manage_tags_title()} onClose={onClose}>
      <ListTable
        columns={[{ label: m.manage_tag_name() }, { label: m.manage_tag_count(), end: true }, { label: m.col_action() }]}
        testId="tags"
        empty={tags.length === 0}
      >
        {tags.map((tag) => (
          <TagRow key={tag._id} tag={tag} onFailure={setFailure} />
        ))}
      </ListTable>
      <FailureAlert failure={failure} />
    </ActionDialog>
  )
}
