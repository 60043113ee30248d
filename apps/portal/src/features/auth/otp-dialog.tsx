import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { useEffect, useRef, useState } from 'react'
import { FormAlert } from '../../components/ui/form-alert'
import { TextField } from '../../components/ui/text-field'
import { m } from '../../paraglide/messages'

/** The two-factor (OTP) dialog: six digits from the authenticator app. */
export function OtpDialog(props: {
  open: boolean
  busy: boolean
  failure: ErrorCode | null
  onSubmit: (code: string) => void
  onCancel: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<ValidationCode>()
  useEffect(() => {
    if (props.open && !dialog.current?.open) {
      setCode('')
      dialog.current?.showModal()
    }
    if (!props.open && dialog.current?.open) dialog.current.close()
  }, [props.open])

  const submit = () => {
    if (!/^\d{6}$/.test(code)) return setError(code ? 'codeInvalid' : 'fieldIsEmpty')
    props.onSubmit(code)
  }
  return (
    <dialog ref={dialog} className="modal" onCancel={props.onCancel} aria-labelledby="otp-title">
      <form
        className="modal-box space-y-3"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <h3 id="otp-title" className="text-lg font-bold">
          {m.otp_title()}
        </h3>
        <p className="text-base-content/70 text-sm">{m.otp_text()}</p>
        <FormAlert code={props.failure} />
        <TextField
          label={m.field_two_factor_code()}
          value={code}
          onChange={(value) => {
            setCode(value.replace(/\D/g, '').slice(0, 6))
            setError(undefined)
          }}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
        />
        <div className="modal-action">
          <button type="button" className="btn" onClick={props.onCancel}>
            {m.action_cancel()}
          </button>
          <button type="submit" className="btn btn-primary" disabled={props.busy}>
            {props.busy && <span className="loading loading-spinner loading-sm" />}
            {m.otp_submit()}
          </button>
        </div>
      </form>
    </dialog>
  )
}
