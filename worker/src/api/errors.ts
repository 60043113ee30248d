import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import * as v from 'valibot'
import { type ErrorBody, type ErrorCode, errorCodes, errorStatus, type ValidationIssue } from '../contract/errors'

/** Thrown by handlers for an expected failure; `onError` turns it into the error envelope. */
export class ApiError extends Error {
  constructor(readonly code: ErrorCode) {
    super(code)
  }
}

export function errorResponse(c: Context, code: ErrorCode, details?: ValidationIssue[]) {
  const body: ErrorBody = details ? { message: code, details } : { message: code }
  return c.json(body, errorStatus[code])
}

/** The one safety net: known failures keep their code, anything else is UNKNOW_ERROR without a trace. */
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) return errorResponse(c, error.code)
  // Malformed bodies and similar request faults raised inside Hono itself.
  if (error instanceof HTTPException && error.status < 500) return errorResponse(c, 'INVALID_INPUT')
  console.error('unhandled API error', c.req.method, c.req.path, error)
  return errorResponse(c, 'UNKNOW_ERROR')
}

export const ErrorBodySchema = v.object({
  message: v.picklist(errorCodes),
  details: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
})
