import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { type ReactNode, useId } from 'react'
import { m } from '../../paraglide/messages'
import { validationText } from '../errors/validation-text'

/** A labelled native select with its validation message. */
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
  error?: ValidationCode
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
      >
        {children}
      </select>
      {error && (
        <p className="text-error text-sm" role="alert">
          {validationText(error)}
        </p>
      )}
    </div>
  )
}

/** Options of an enum, labelled; an empty first option when the choice may be left open. */
export function Options<T extends string>({ values, text, any }: { values: readonly T[]; text: Record<T, () => string>; any?: boolean }) {
  return (
    <>
      {any && <option value="">{m.catalogue_any()}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {text[value]()}
        </option>
      ))}
    </>
  )
}

/** A labelled checkbox (daisyUI toggle). */
export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="label cursor-pointer gap-2 self-end py-2">
      <input
        type="checkbox"
        className="toggle toggle-sm toggle-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  )
}
