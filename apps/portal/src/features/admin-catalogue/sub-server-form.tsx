import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { CreateSubServerInput, type SubServerView } from '@proxy-portal/worker/contract/inventory'
import { useState } from 'react'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { CountrySelect } from './admin-fields'
import { adminEdit, catalogueCalls } from './catalogue-calls'
import { EditorForm } from './editor-form'

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
  const form = useForm({
    name: server?.name ?? '',
    host: server?.host ?? '',
    countryCode: server?.countryCode ?? countryCodes[0] ?? '',
    note: server?.note ?? '',
    ipv6Prefix: server?.ipv6Prefix ?? '',
  })
  const { run, busy } = useApiMutation(adminEdit)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { values, errors, set } = form
  const submit = async () => {
    setFailure(null)
    const input = form.validate(CreateSubServerInput)
    if (!input) return
    const done = await run((keyed) => catalogueCalls.saveSubServer(server?._id ?? null, input, keyed))
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.inventory_server_saved({ name: input.name }))
    onDone()
  }
  return (
    <EditorForm onSubmit={() => void submit()} onCancel={onDone} busy={busy} failure={failure} columns={2}>
      <TextField label={m.inventory_server_name()} value={values.name} onChange={set('name')} error={errors.name} maxLength={60} />
      <TextField label={m.inventory_server_host()} value={values.host} onChange={set('host')} error={errors.host} maxLength={253} />
      <CountrySelect codes={countryCodes} value={values.countryCode} onChange={set('countryCode')} error={errors.countryCode} />
      <TextField label={m.inventory_server_note()} value={values.note} onChange={set('note')} error={errors.note} maxLength={300} />
      <TextField
        label={m.inventory_server_ipv6()}
        value={values.ipv6Prefix}
        onChange={set('ipv6Prefix')}
        error={errors.ipv6Prefix}
        maxLength={64}
        placeholder="2001:db8:84::/64"
      />
    </EditorForm>
  )
}
