import { EmailCodeInput } from '@proxy-portal/worker/contract/auth'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import type { UserView } from '@proxy-portal/worker/contract/user'
import { useEffect, useState } from 'react'
import { CodeField } from '../../components/ui/code-field'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { authCalls } from './auth-calls'

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

/** The e-mail code step of registration: the code, and a new one when needed; the verify answer signs the user in. */
export function VerifyEmail({ email, onVerified }: { email: string; onVerified: (user: UserView) => void }) {
  const form = useForm({ code: '' })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const [left, restart] = useCountdown(RESEND_AFTER_SECONDS)
  const verifying = useApiMutation({ handles: true })
  const resending = useApiMutation({ handles: true })

  const verify = async (code: string) => {
    const done = await verifying.run(() => authCalls.verify({ email, code }))
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.verify_done())
    onVerified(done.value.user)
  }
  const resend = async () => {
    const done = await resending.run(() => authCalls.resendCode(email))
    if (!done.ok) return setFailure(done.code)
    toast.info(m.code_sent_again())
    restart()
  }

  return (
    <Form
      className="space-y-2"
      onSubmit={() => {
        setFailure(null)
        const input = form.validate(EmailCodeInput, { email })
        if (input) void verify(input.code)
      }}
    >
      <p>{m.verify_sent({ email })}</p>
      <FormAlert code={failure} />
      <CodeField label={m.field_email_code()} value={form.values.code} onChange={form.set('code')} error={form.errors.code} autoFocus />
      <SubmitButton busy={verifying.busy} label={m.verify_submit()} />
      <button type="button" className="btn btn-ghost w-full" disabled={left > 0 || resending.busy} onClick={() => void resend()}>
        {left > 0 ? m.resend_code_in({ seconds: String(left) }) : m.resend_code()}
      </button>
    </Form>
  )
}
