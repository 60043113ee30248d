import { EmailCodeInput } from '@proxy-portal/worker/contract/auth'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { CodeField } from '../../components/ui/code-field'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { toast } from '../../components/ui/toast'
import { api, unwrap } from '../../lib/api'
import { failureOf } from '../../lib/form'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'

const RESEND_AFTER_SECONDS = 60

/** Shows seconds left before the code may be sent again. */
function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft(left - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return [left, () => setLeft(seconds)] as const
}

/** The e-mail code step of registration: the code, and a new one when needed. */
export function VerifyEmail({ email, onVerified }: { email: string; onVerified: () => void }) {
  const form = useForm({ code: '' })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const [left, restart] = useCountdown(RESEND_AFTER_SECONDS)
  const failed = (error: unknown) => setFailure(failureOf(error))

  const verify = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (code: string) => unwrap(api().api.auth.verify.$post({ json: { email, code } })),
    onSuccess: () => {
      toast.success(m.verify_done())
      onVerified()
    },
    onError: (error) => {
      form.showServerErrors(error)
      failed(error)
    },
  })
  const resend = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => unwrap(api().api.auth['receive-code'].$post({ json: { email } })),
    onSuccess: () => {
      toast.info(m.code_sent_again())
      restart()
    },
    onError: failed,
  })

  return (
    <Form
      className="space-y-2"
      onSubmit={() => {
        setFailure(null)
        const input = form.validate(EmailCodeInput, { email })
        if (input) verify.mutate(input.code)
      }}
    >
      <p>{m.verify_sent({ email })}</p>
      <FormAlert code={failure} />
      <CodeField label={m.field_email_code()} value={form.values.code} onChange={form.set('code')} error={form.errors.code} autoFocus />
      <SubmitButton busy={verify.isPending} label={m.verify_submit()} />
      <button type="button" className="btn btn-ghost w-full" disabled={left > 0 || resend.isPending} onClick={() => resend.mutate()}>
        {left > 0 ? m.resend_code_in({ seconds: String(left) }) : m.resend_code()}
      </button>
    </Form>
  )
}
