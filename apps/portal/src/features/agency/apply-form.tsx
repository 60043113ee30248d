import { AFFILIATE_CODE_MAX, ApplyAgencyInput } from '@proxy-portal/worker/contract/agency'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
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
import { agencyCalls } from './agency-calls'
import { AGENCY_KEY } from './queries'

/** Applying for an agency with a code of one's choosing; a taken code or a second agency is refused by the API. */
export function ApplyForm() {
  const form = useForm({ code: '' })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { run, busy } = useApiMutation({ refresh: [AGENCY_KEY, SESSION_KEY], handles: true })
  const submit = async () => {
    setFailure(null)
    const input = form.validate(ApplyAgencyInput)
    if (!input) return
    const done = await run((keyed) => agencyCalls.apply(input.code, keyed), input)
    if (done.ok) toast.success(m.agency_applied())
    else setFailure(form.showFailure(done))
  }
  return (
    <Form className="max-w-md space-y-2" onSubmit={() => void submit()}>
      <FormAlert code={failure} />
      <TextField
        label={m.agency_code_label()}
        value={form.values.code}
        onChange={form.set('code')}
        error={form.errors.code}
        hint={m.agency_code_rule()}
        maxLength={AFFILIATE_CODE_MAX}
        autoComplete="off"
      />
      <SubmitButton busy={busy} label={m.agency_apply()} className="btn-primary" />
    </Form>
  )
}
