import { CreateNewPasswordInput, EmailCodeInput, EmailInput } from '@proxy-portal/worker/contract/auth'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { CodeField } from '../../components/ui/code-field'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { api, unwrap } from '../../lib/api'
import { failureOf } from '../../lib/form'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'

function useFailure() {
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const fail = (error: unknown) => setFailure(failureOf(error))
  return [failure, fail, () => setFailure(null)] as const
}

/** Steps 1 and 2: the e-mail, then the code it receives; the code becomes a reset ticket. */
export function ForgotPasswordRequest() {
  const navigate = useNavigate()
  const form = useForm({ email: '', code: '' })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, fail, clear] = useFailure()
  const onError = (error: unknown) => {
    form.showServerErrors(error)
    fail(error)
  }
  const send = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (email: string) => unwrap(api().api.auth['forgot-password'].$post({ json: { email } })).then(() => email),
    onSuccess: setSentTo,
    onError,
  })
  const check = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: { email: string; code: string }) => unwrap(api().api.auth['check-code-forgot'].$post({ json: input })),
    onSuccess: ({ resetToken }) => navigate({ to: '/auth/forgot-password/{-$id}', params: { id: resetToken } }),
    onError,
  })

  return (
    <Form
      className="space-y-2"
      onSubmit={() => {
        clear()
        if (!sentTo) {
          const input = form.validate(EmailInput)
          if (input) send.mutate(input.email)
        } else {
          const input = form.validate(EmailCodeInput, { email: sentTo })
          if (input) check.mutate(input)
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
          <SubmitButton busy={send.isPending} label={m.forgot_send_code()} />
        </>
      ) : (
        <>
          <p>{m.verify_sent({ email: sentTo })}</p>
          <CodeField label={m.field_email_code()} value={form.values.code} onChange={form.set('code')} error={form.errors.code} autoFocus />
          <SubmitButton busy={check.isPending} label={m.forgot_check_code()} />
          <button type="button" className="btn btn-ghost w-full" disabled={send.isPending} onClick={() => send.mutate(sentTo)}>
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
  const [failure, fail, clear] = useFailure()
  const create = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: { resetToken: string; password: string; confirmPassword: string }) =>
      unwrap(api().api.auth['create-new-password'].$post({ json: input })),
    onSuccess: () => {
      toast.success(m.password_reset_done())
      void navigate({ to: '/auth/login' })
    },
    onError: (error) => {
      form.showServerErrors(error)
      fail(error)
    },
  })
  return (
    <Form
      className="space-y-2"
      onSubmit={() => {
        clear()
        const input = form.validate(CreateNewPasswordInput, { resetToken })
        if (input) create.mutate(input)
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
      <SubmitButton busy={create.isPending} label={m.forgot_set_password()} />
    </Form>
  )
}
