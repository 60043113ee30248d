import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useState } from 'react'
import type * as v from 'valibot'
import type { Failure } from './api-mutation'
import { checkForm, type FieldErrors } from './form'

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
  /**
   * After a failed call: the API's own field errors beside the fields (when it answered INVALID_INPUT);
   * returns what the form shows above them (nothing when the fields say it).
   */
  const showFailure = (failure: Failure): ErrorCode | null => {
    setErrors(failure.fields)
    return Object.keys(failure.fields).length > 0 ? null : failure.code
  }
  return { values, errors, set, setValues, validate, showFailure }
}
