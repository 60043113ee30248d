import type { CredentialsEnded } from '@proxy-portal/worker/contract/auth'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { ChangePasswordInput, SetPasswordInput } from '@proxy-portal/worker/contract/user'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { SESSION_KEY } from '../session/session-query'
import { accountCalls } from './account-calls'
import { CredentialsEndedNotice } from './credentials-ended'
import { EXTENSION_TOKENS_KEY } from './queries'

/**
 * Change password (spec section 5): both fields required, the new one at least 6, the button off
 * while sending. The answer's new tokens arrive as cookies; every other session, the API key and the
 * extension's connections end, and the form says which did (ADR 0021). An account made by Google
 * sign-in has no password yet and sets its first one instead.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const form = useForm({ oldPassword: '', newPassword: '' })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const [ended, setEnded] = useState<CredentialsEnded | null>(null)
  // The API key and the connected browsers on the account page are gone too.
  const { run, busy } = useApiMutation({ refresh: [SESSION_KEY, EXTENSION_TOKENS_KEY], handles: true })
  const change = async (input: { oldPassword: string; newPassword: string }) => {
    const done = await run((keyed) =>
      hasPassword ? accountCalls.changePassword(input, keyed) : accountCalls.setPassword(input.newPassword, keyed),
    )
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.account_updated())
    setEnded(done.value.ended)
    form.setValues({ oldPassword: '', newPassword: '' })
  }

  return (
    <Form
      className="space-y-1"
      onSubmit={() => {
        setFailure(null)
        setEnded(null)
        const input = hasPassword ? form.validate(ChangePasswordInput) : form.validate(SetPasswordInput)
        if (input) void change({ oldPassword: form.values.oldPassword, newPassword: input.newPassword })
      }}
    >
      <FormAlert code={failure} />
      {ended && <CredentialsEndedNotice ended={ended} />}
      {hasPassword ? (
        <TextField
          label={m.field_old_password()}
          type="password"
          value={form.values.oldPassword}
          onChange={form.set('oldPassword')}
          error={form.errors.oldPassword}
          autoComplete="current-password"
        />
      ) : (
        <p className="text-base-content/70 text-sm">{m.set_password_intro()}</p>
      )}
      <TextField
        label={m.field_new_password()}
        type="password"
        value={form.values.newPassword}
        onChange={form.set('newPassword')}
        error={form.errors.newPassword}
        autoComplete="new-password"
        hint={m.password_rule()}
      />
      <SubmitButton busy={busy} label={hasPassword ? m.change_password_submit() : m.set_password_submit()} className="btn-primary mt-2" />
    </Form>
  )
}
