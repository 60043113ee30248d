import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { CreateSubServerInput, type SubServerView } from '@proxy-portal/worker/contract/inventory'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { api, unwrap } from '../../lib/api'
import { failureOf } from '../../lib/form'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { countryName } from './labels'
import { SelectField } from './select-field'

/** Adds a proxy node, or changes the one given (whether it is on is switched in the list). */
export function SubServerForm({
  server,
  countryCodes,
  onDone,
}: {
  server: SubServerView | null
  countryCodes: string[]
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const form = useForm({
    name: server?.name ?? '',
    host: server?.host ?? '',
    countryCode: server?.countryCode ?? countryCodes[0] ?? '',
    note: server?.note ?? '',
  })
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { values, errors, set } = form
  const save = async () => {
    setFailure(null)
    const input = form.validate(CreateSubServerInput)
    if (!input) return
    setBusy(true)
    try {
      const { enabled: _enabled, ...change } = input
      await unwrap(
        server
          ? api().api['sub-server'].update[':id'].$put({ param: { id: server._id }, json: change })
          : api().api['sub-server'].create.$post({ json: input }),
      )
      toast.success(m.inventory_server_saved({ name: input.name }))
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
      onDone()
    } catch (error) {
      setFailure(failureOf(error))
      form.showServerErrors(error)
    }
    setBusy(false)
  }
  return (
    <Form onSubmit={save} className="rounded-box border-base-300 space-y-2 border p-4">
      <FormAlert code={failure} />
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField label={m.inventory_server_name()} value={values.name} onChange={set('name')} error={errors.name} maxLength={60} />
        <TextField label={m.inventory_server_host()} value={values.host} onChange={set('host')} error={errors.host} maxLength={253} />
        <SelectField label={m.catalogue_col_country()} value={values.countryCode} onChange={set('countryCode')} error={errors.countryCode}>
          {countryCodes.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </SelectField>
        <TextField label={m.inventory_server_note()} value={values.note} onChange={set('note')} error={errors.note} maxLength={300} />
      </div>
      <div className="flex gap-2">
        <SubmitButton busy={busy} label={m.catalogue_save()} className="btn-primary btn-sm" />
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          {m.catalogue_cancel()}
        </button>
      </div>
    </Form>
  )
}
