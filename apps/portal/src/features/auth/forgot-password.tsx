import { CreateNewPasswordInput, EmailCodeInput, EmailInput } from '@proxy-portal/worker/contract/auth'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { CodeField } from '../../components/ui/code-field'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { type Failure, useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { authCalls } from './auth-calls'

/** Steps 1 and 2: the e-mail, then the code it receives; the code becomes a reset ticket. */
export function ForgotPasswordRequest() {
  const navigate = useNavigate()
  const form = useForm({ email: '', code: '' })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { run, busy } = useApiMutation({ handles: true })
  const failed = (done: Failure) => setFailure(form.showFailure(done))
  const send = async (email: string) => {
    const done = await run(() => authCalls.forgotPassword(email))
    if (done.ok) setSentTo(email)
    else failed(done)
  }
  const check = async (input: { email: string; code: string }) => {
    const done = await run(() => authCalls.checkForgotCode(input))
    if (done.ok) await navigate({ to: '/auth/forgot-password/{-$id}', params: { id: done.value.resetToken } })
    else failed(done)
  }

  return (
    <Form
      className="space-y-2"
      onSubmit={() => {
        setFailure(null)
        if (!sentTo) {
          const input = form.validate(EmailInput)
          if (input) void send(input.email)
        } else {
          const input = form.validate(EmailCodeInput, { email: sentTo })
          if (input) void check(input)
        }
      }}
    >
      <FormAlert code={failure} />
      {!sentTo ? (
        <>
          <TextField
            label={m.field_email()}
            type="email"
            value={form.values.email}
            onChange={form.set('email')}
            error={form.errors.email}
            autoComplete="email"
          />
          <SubmitButton busy={busy} label={m.forgot_send_code()} />
        </>
      ) : (
        <>
          <p>{m.verify_sent({ email: sentTo })}</p>
          <CodeField label={m.field_email_code()} value={form.values.code} onChange={form.set('code')} error={form.errors.code} autoFocus />
          <SubmitButton busy={busy} label={m.forgot_check_code()} />
          <button type="button" className="btn btn-ghost w-full" disabled={busy} onClick={() => void send(sentTo)}>
            {m.resend_code()}
          </button>
        </>
      )}
    </Form>
  )
}

/** Step 3: the new password, with the ticket from step 2. */
export function ForgotPasswordNew({ resetToken }: { resetToken: string }) {
  const navigate = useNavigate()
  const form = useForm({ password: '', confirmPassword: '' })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { run, busy } = useApiMutation({ handles: true })
  const create = async (input: Parameters<typeof authCalls.createNewPassword>[0]) => {
    const done = await run(() => authCalls.createNewPassword(input))
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.password_reset_done())
    await navigate({ to: '/auth/login' })
  }
  return (
    <Form
      className="space-y-2"
      onSubmit={() => {
        setFailure(null)
        const input = form.validate(CreateNewPasswordInput, { resetToken })
        if (input) void create(input)
      }}
    >
      <FormAlert code={failure} />
      <TextField
        label={m.field_new_password()}
        type="password"
        value={form.values.password}
        onChange={form.set('password')}
        error={form.errors.password}
        autoComplete="new-password"
        hint={m.password_rule()}
      />
      <TextField
        label={m.field_confirm_password()}
        type="password"
        value={form.values.confirmPassword}
        onChange={form.set('confirmPassword')}
        error={form.errors.confirmPassword}
        autoComplete="new-password"
      />
      <SubmitButton busy={busy} label={m.forgot_set_password()} />
    </Form>
  )
}
