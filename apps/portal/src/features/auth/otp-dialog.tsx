import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { CodeField } from '../../components/ui/code-field'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { m } from '../../paraglide/messages'

/** The two-factor (OTP) dialog: six digits from the authenticator app. */
export function OtpDialog(props: {
  open: boolean
  busy: boolean
  failure: ErrorCode | null
  onSubmit: (code: string) => void
  onCancel: () => void
  /** Shown under the code field (the captcha, when the sign-in asks for it). */
  children?: ReactNode
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
        <CodeField
          label={m.field_two_factor_code()}
          value={code}
          onChange={(value) => {
            setCode(value)
            setError(undefined)
          }}
          error={error}
          autoFocus
        />
        {props.children}
        <div className="modal-action">
          <button type="button" className="btn" onClick={props.onCancel}>
            {m.action_cancel()}
          </button>
          <SubmitButton busy={props.busy} label={m.otp_submit()} className="btn-primary" />
        </div>
      </form>
    </dialog>
  )
}
