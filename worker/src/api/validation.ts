import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ValidationTargets } from 'hono'
import { validator } from 'hono-openapi'
import type { ValidationIssue } from '../contract/errors'
import { errorResponse } from './errors'

function issuePath(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.')
}

/** One issue per field, the first found (an empty e-mail is 'fieldIsEmpty', not also 'emailInvalid'). */
export function toValidationIssues(issues: readonly StandardSchemaV1.Issue[]): ValidationIssue[] {
  const byPath = new Map<string, ValidationIssue>()
  for (const issue of issues) {
    const path = issuePath(issue)
    if (!byPath.has(path)) byPath.set(path, { path, message: issue.message })
  }
  return [...byPath.values()]
}

/** Validates one part of the request against a valibot schema; failure answers INVALID_INPUT with details. */
export function validate<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(target: Target, schema: Schema) {
  return validator(target, schema, (result, c) => {
    if (!result.success) return errorResponse(c, 'INVALID_INPUT', toValidationIssues(result.error))
  })
}
