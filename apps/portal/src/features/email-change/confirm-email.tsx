import { ConfirmEmailChangeInput } from '@proxy-portal/worker/contract/audit'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { type Failure, useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { emailChangeCalls } from './email-change-calls'

/**
 * The page the link of an admin's e-mail change opens. It confirms on a press, not on opening: mail
 * scanners open links by themselves.
 */
export function ConfirmEmail({ token }: { token: string | undefined }) {
  const { run, busy } = useApiMutation({ handles: true })
  const [confirmed, setConfirmed] = useState<{ email: string } | null>(null)
  const [failed, setFailed] = useState<Failure | null>(null)
  const confirm = async (value: string) => {
    const done = await run((keyed) => emailChangeCalls.confirm(value, keyed))
    setFailed(done.ok ? null : done)
    if (done.ok) setConfirmed(done.value)
  }
  const valid = token !== undefined && v.is(ConfirmEmailChangeInput, { token })
  const failure = failed?.code ?? null
  return (
    <section className="card bg-base-100 border-base-300 mx-auto max-w-xl border">
      <div className="card-body space-y-3">
        <h1 className="card-title text-2xl">{m.page_confirm_email_title()}</h1>
        {confirmed ? (
          <>
            <p role="status" className="alert alert-success alert-soft">
              {m.confirm_email_done({ email: confirmed.email })}
            </p>
            <Link to="/auth/login" className="btn btn-primary">
              {m.confirm_email_to_login()}
            </Link>
          </>
        ) : valid ? (
          <Form onSubmit={() => void confirm(token)} className="space-y-3">
            <p>{m.confirm_email_intro()}</p>
            <FormAlert code={failure} />
            {failure && <p className="text-base-content/70 text-sm">{m.confirm_email_failed_hint()}</p>}
            <SubmitButton busy={busy} label={m.confirm_email_submit()} />
          </Form>
        ) : (
          <p role="alert" className="alert alert-warning alert-soft">
            {m.confirm_email_no_token()}
          </p>
        )}
      </div>
    </section>
  )
}
