import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { AdminUpdateUserInput, type AdminUserView } from '@proxy-portal/worker/contract/user'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { peopleCalls } from './people-calls'

/**
 * An admin edits a user's name and e-mail. Only what changed is sent: a new e-mail is not set but
 * mailed a confirmation link (the account keeps the old address until it is followed), so the page
 * says so instead of "saved".
 */
export function UserProfileForm({ user }: { user: AdminUserView }) {
  const form = useForm({ name: user.name, email: user.email })
  const { run, busy } = useApiMutation({ refresh: [['admin']], handles: true })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const name = form.values.name.trim()
  const email = form.values.email.trim().toLowerCase()
  const change = { ...(name !== user.name && { name }), ...(email !== user.email && { email }) }
  const submit = async () => {
    setFailure(null)
    const input = form.validate(AdminUpdateUserInput, { userId: user._id, ...change })
    if (!input) return
    const done = await run((keyed) => peopleCalls.updateProfile(user._id, change, keyed), change)
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(change.email ? m.admin_user_email_pending({ email: change.email }) : m.admin_user_saved())
    form.setValues({ name: done.value.name, email: done.value.email })
  }
  return (
    <Form onSubmit={submit} className="mt-4 grid items-end gap-2 md:grid-cols-[1fr_1fr_auto]">
      <div className="md:col-span-3">
        <FormAlert code={failure} />
      </div>
      <TextField
        label={m.admin_user_edit_name()}
        value={form.values.name}
        onChange={form.set('name')}
        error={form.errors.name}
        maxLength={100}
      />
      <TextField
        label={m.admin_user_edit_email()}
        type="email"
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email}
        maxLength={254}
      />
      <SubmitButton busy={busy} disabled={Object.keys(change).length === 0} label={m.admin_user_edit_save()} className="btn-sm mb-1" />
    </Form>
  )
}
