import type { Product } from '@proxy-portal/worker/contract/catalogue'
import { ipModes, ipVersions, proxyKinds } from '@proxy-portal/worker/contract/catalogue-values'
import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'
import { countryName, ipModeText, ipVersionText, kindText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { validationText } from '../errors/validation-text'

// Counts and prices in Xu are whole numbers: anything else typed is dropped as it is typed.
const digits = (value: string) => value.replace(/\D/g, '')

/** A labelled whole-number field of an admin form. */
export function NumberField(props: { label: string; value: string; onChange: (value: string) => void; error?: ValidationCode }) {
  return <TextField {...props} onChange={(value) => props.onChange(digits(value))} inputMode="numeric" />
}

/** A whole-number input inside a table row, named by its aria label. */
export function NumberCell({
  value,
  onChange,
  label,
  width = 'w-24',
}: {
  value: string
  onChange: (value: string) => void
  label: string
  width?: 'w-24' | 'w-28'
}) {
  return (
    <input
      className={`input input-sm ${width}`}
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(digits(event.target.value))}
      aria-label={label}
    />
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

/** The three selects of a product (type, IP version, IP mode), as prices, packages and imports name one. */
export function ProductSelects<T extends Product>({
  values,
  set,
}: {
  values: T
  set: <K extends keyof T & string>(key: K) => (value: T[K]) => void
}) {
  const pick =
    <K extends keyof Product & string>(key: K) =>
    (value: string) =>
      set(key)(value as T[K])
  return (
    <>
      <SelectField label={m.catalogue_kind()} value={values.kind} onChange={pick('kind')}>
        <Options values={proxyKinds} text={kindText} />
      </SelectField>
      <SelectField label={m.catalogue_ip_version()} value={values.ipVersion} onChange={pick('ipVersion')}>
        <Options values={ipVersions} text={ipVersionText} />
      </SelectField>
      <SelectField label={m.catalogue_ip_mode()} value={values.ipMode} onChange={pick('ipMode')}>
        <Options values={ipModes} text={ipModeText} />
      </SelectField>
    </>
  )
}

/** The country of a price, package, node or import, by name; `placeholder` is an empty first choice. */
export function CountrySelect({
  codes,
  value,
  onChange,
  error,
  placeholder,
}: {
  codes: string[]
  value: string
  onChange: (code: string) => void
  error?: ValidationCode
  placeholder?: string
}) {
  return (
    <SelectField label={m.catalogue_col_country()} value={value} onChange={onChange} error={error && validationText(error)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {codes.map((code) => (
        <option key={code} value={code}>
          {countryName(code)}
        </option>
      ))}
    </SelectField>
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
