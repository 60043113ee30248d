import { isValidationCode, type ValidationCode } from '@proxy-portal/worker/contract/validation-codes'
import { ApiError } from './api'

// Apart from form.ts's schema checks: every page's first-load code (the mutation helper the language
// switch uses) maps the API's field errors, and must not bring valibot along (ADR 0038).

export type FieldErrors = Partial<Record<string, ValidationCode>>

/** Field errors the API answered (its validation details), for the form to show beside the fields. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  const errors: FieldErrors = {}
  for (const detail of error.details) errors[detail.path] = isValidationCode(detail.message) ? detail.message : 'invalidValue'
  return errors
}
