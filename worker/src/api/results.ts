import type { Result } from '../contract/errors'
import { ApiError } from './errors'

/** The value of a Result, or its failure thrown as ApiError for the safety net to answer. */
export function unwrapResult<T>(result: Result<T>): T {
  if (!result.ok) throw new ApiError(result.code)
  return result.value
}
