import { isValidationCode, type ValidationCode } from '@proxy-portal/worker/contract/validation'
import * as v from 'valibot'
import { ApiError } from './api'

export type FieldErrors = Partial<Record<string, ValidationCode>>

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

/** Field errors the API answered (its validation details), for the form to show beside the fields. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  const errors: FieldErrors = {}
  for (const detail of error.details) errors[detail.path] = isValidationCode(detail.message) ? detail.message : 'invalidValue'
  return errors
}
