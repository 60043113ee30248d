import { TAG_NAME_MAX } from '@proxy-portal/worker/contract/bought-proxies'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { SelectField } from '../../components/ui/select-field'
import { toast } from '../../components/ui/toast'
import { type Failure, type Outcome, useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { ActionDialog } from './action-dialog'
import { FailureAlert } from './failure-alert'
import { proxyCalls, proxyChange } from './proxy-calls'
import { tagsQuery } from './queries'

/** Tags the selected proxies with an existing tag or a new one, or takes their tag off. */
export function TagDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const nameId = useId()
  const tags = useQuery(tagsQuery).data ?? []
  const { run, busy } = useApiMutation(proxyChange)
  const [chosen, setChosen] = useState('')
  const [name, setName] = useState('')
  const [failure, setFailure] = useState<Failure | null>(null)
  const tagId = chosen || tags[0]?._id || ''

  const finish = (done: Outcome<unknown>, text: string) => {
    setFailure(done.ok ? null : done)
    if (!done.ok) return
    toast.success(text)
    onClose()
  }
  const tagWith = async (id: string) => finish(await run(() => proxyCalls.tag(ids, id)), m.manage_tagged({ count: ids.length }))
  const create = async () => {
    const made = await run(() => proxyCalls.createTag(name))
    if (!made.ok) return setFailure(made)
    await tagWith(made.value._id)
  }
  const untag = async () => finish(await run(() => proxyCalls.untag(ids)), m.manage_untagged({ count: ids.length }))

  return (
    <ActionDialog title={m.manage_tag_title({ count: ids.length })} onClose={onClose}>
      {tags.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grow">
            <SelectField label={m.manage_tag_existing()} value={tagId} onChange={setChosen}>
              {tags.map((tag) => (
                <option key={tag._id} value={tag._id}>
                  {tag.name} ({tag.count})
                </option>
              ))}
            </SelectField>
          </div>
          <button type="button" className="btn btn-primary btn-sm mb-1" disabled={busy} onClick={() => void tagWith(tagId)}>
            {m.manage_tag_apply()}
          </button>
        </div>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void create()
        }}
      >
        <div className="fieldset grow">
          <label className="fieldset-legend" htmlFor={nameId}>
            {m.manage_tag_new()}
          </label>
          <input
            id={nameId}
            className="input w-full"
            maxLength={TAG_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-sm mb-1" disabled={busy}>
          {m.manage_tag_create_apply()}
        </button>
      </form>
      <FailureAlert failure={failure} />
      <button type="button" className="btn btn-ghost btn-sm text-error" disabled={busy} onClick={() => void untag()}>
        {m.manage_tag_remove()}
      </button>
    </ActionDialog>
  )
}
