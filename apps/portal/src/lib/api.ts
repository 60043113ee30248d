import { createApiClient } from '@proxy-portal/worker/contract/client'
import type { PortalContext } from '@proxy-portal/worker/contract/portal-context'
import { type ErrorCode, isErrorCode } from '@proxy-portal/worker/contract/errors'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'

/** Headers of the page request that API calls made during server rendering pass on. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'cf-connecting-ip', 'user-agent']

/** In the browser: fetch. While server rendering: the API in process, as the visitor. */
const apiFetch = createIsomorphicFn()
  .server(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const incoming = getRequest()
    const request = new Request(input, init)
    for (const name of FORWARDED_HEADERS) {
      const value = incoming.headers.get(name)
      if (value && !request.headers.has(name)) request.headers.set(name, value)
    }
    // Start's types for the request context collapse to never here; the Worker passes a PortalContext.
    const context = getGlobalStartContext() as PortalContext | undefined
    if (!context) throw new Error('no request context while server rendering')
    return context.api(request)
  })
  .client((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))

const apiOrigin = createIsomorphicFn()
  .server(() => new URL(getRequest().url).origin)
  .client(() => window.location.origin)

/** The typed API client of the contract, for the place the code runs in. */
export function api() {
  return createApiClient(apiOrigin(), apiFetch)
}

/** A failed API call, carrying the catalogue code and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
  ) {
    super(code)
  }
}

/** Reads a JSON answer, or throws ApiError with the answer's catalogue code. */
export async function unwrap<T>(pending: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<T> {
  const response = await pending
  if (response.ok) return response.json()
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  throw new ApiError(isErrorCode(body?.message) ? body.message : 'UNKNOW_ERROR', response.status)
}
