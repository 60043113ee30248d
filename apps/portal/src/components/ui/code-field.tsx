import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { TextField } from './text-field'

/** A six-digit code (e-mail or two-factor): digits only, as one-time codes are filled in. */
export function CodeField(props: {
  label: string
  value: string
  onChange: (code: string) => void
  error?: ValidationCode
  autoFocus?: boolean
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(value) => props.onChange(value.replace(/\D/g, '').slice(0, 6))}
      error={props.error}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={props.autoFocus}
    />
  )
}
