import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ValidationTargets } from 'hono'
import { validator } from 'hono-openapi'
import type { ErrorCode, ValidationIssue } from '../contract/errors'
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

/**
 * The catalogue has codes for two single mistakes; any other failure is INVALID_INPUT. Details always
 * say which field and why.
 */
export function codeFor(issues: ValidationIssue[]): ErrorCode {
  if (issues.length === 1 && issues[0]?.path === 'email' && issues[0].message === 'emailInvalid') return 'EMAIL_INVALID'
  if (issues.length === 1 && issues[0]?.path === 'password' && issues[0].message === 'fieldIsEmpty') return 'MISS_PASSWORD'
  return 'INVALID_INPUT'
}

/** Validates one part of the request against a valibot schema; failure answers with details (see codeFor). */
export function validate<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(target: Target, schema: Schema) {
  return validator(target, schema, (result, c) => {
    if (!result.success) {
      const issues = toValidationIssues(result.error)
      return errorResponse(c, codeFor(issues), issues)
    }
  })
}
