import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { ApiError } from '../../lib/api'

type Listener = (error: ApiError, handledByCaller: boolean) => void
const listeners = new Set<Listener>()

/** The app reacts to API failures in one place (the client contract: 401, 409, toasts). */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by the query client for every failed query or mutation. */
export function reportApiError(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (!(error instanceof ApiError)) return
  const handles = meta?.handlesErrors
  const handled = handles === true || (Array.isArray(handles) && handles.includes(error.code as ErrorCode))
  for (const listener of listeners) listener(error, handled)
}
