import { isValidationCode } from '@proxy-portal/worker/contract/validation-codes'
import * as v from 'valibot'
import type { FieldErrors } from './field-errors'

export { type FieldErrors, fieldErrorsOf } from './field-errors'

/** The first issue of each field, as the API reports them (one schema for both). */
function firstIssues(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    if (!(path in errors)) errors[path] = isValidationCode(issue.message) ? issue.message : 'invalidValue'
  }
  return errors
}

/** Checks form values against the API's own schema. */
export function checkForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values)
  return result.success ? { ok: true, output: result.output } : { ok: false, errors: firstIssues(result.issues) }
}
