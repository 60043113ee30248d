import { type ReactNode, useId } from 'react'

/** A labelled native select with its message (an error in red, else a hint). */
export function SelectField({
  label,
  value,
  onChange,
  error,
  hint,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: ReactNode
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
        aria-describedby={error || hint ? `${id}-note` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-note`} className="text-error text-sm" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-note`} className="text-base-content/60 text-sm">
            {hint}
          </p>
        )
      )}
    </div>
  )
}
