import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { Eye, EyeOff } from 'lucide-react'
import { type InputHTMLAttributes, useId, useState } from 'react'
import { validationText } from '../../features/errors/validation-text'
import { m } from '../../paraglide/messages'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string
  value: string
  onChange: (value: string) => void
  error?: ValidationCode
  hint?: string
}

/** A labelled input with its validation message; passwords get a show/hide toggle. */
export function TextField({ label, value, onChange, error, hint, type = 'text', ...input }: Props) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  const isPassword = type === 'password'
  return (
    <div className="fieldset">
      <label className="fieldset-legend" htmlFor={id}>
        {label}
      </label>
      <div className={`input w-full ${error ? 'input-error' : ''}`}>
        <input
          id={id}
          className="grow"
          type={isPassword && visible ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            onClick={() => setVisible(!visible)}
            aria-label={visible ? m.password_hide() : m.password_show()}
          >
            {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          </button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-error text-sm" role="alert">
          {validationText(error)}
        </p>
      ) : (
        hint && <p className="text-base-content/60 text-sm">{hint}</p>
      )}
    </div>
  )
}
