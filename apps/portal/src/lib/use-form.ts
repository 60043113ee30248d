import { useState } from 'react'
import type * as v from 'valibot'
import { checkForm, type FieldErrors, fieldErrorsOf } from './form'

/** Form values, their field errors, and a check against the API's schema before sending. */
export function useForm<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const set =
    <K extends keyof T & string>(name: K) =>
    (value: T[K]) => {
      setValues((current) => ({ ...current, [name]: value }))
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
    }
  function validate<S extends v.GenericSchema>(schema: S, extra: Record<string, unknown> = {}) {
    const checked = checkForm(schema, { ...values, ...extra })
    setErrors(checked.ok ? {} : checked.errors)
    return checked.ok ? checked.output : null
  }
  /** After a failed call: the API's own field errors, if it answered INVALID_INPUT. */
  const showServerErrors = (error: unknown) => setErrors(fieldErrorsOf(error))
  return { values, errors, set, setValues, validate, showServerErrors }
}
