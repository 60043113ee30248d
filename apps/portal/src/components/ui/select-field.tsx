import { type ReactNode, useId } from 'react'

/** A labelled native select with its error in red (already worded: a validation code goes through validationText first). */
export function SelectField({
  label,
  value,
  onChange,
  error,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="fieldset">
      <label className="fieldset-legend" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-error text-sm" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
