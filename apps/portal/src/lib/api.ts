import { createApiClient } from '@proxy-portal/worker/contract/client'
import { type ErrorCode, isErrorCode, type ValidationIssue } from '@proxy-portal/worker/contract/errors'
import type { PortalContext } from '@proxy-portal/worker/contract/portal-context'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'

const RENEW_PATH = '/api/auth/renew-token'

/** Headers of the page request that API calls made during server rendering pass on. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'cf-connecting-ip', 'user-agent']

/** 403 TOKEN_EXPIRED: the client contract says renew the session and retry once. */
async function isExpired(response: Response): Promise<boolean> {
  if (response.status !== 403) return false
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null
  return body?.message === 'TOKEN_EXPIRED'
}

let renewing: Promise<Response> | null = null

/** In the browser: fetch; an expired session is renewed (one renewal for all waiting calls) and the call retried. */
async function browserFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // The typed client sends a URL and a string body, so the call can be made again as it is.
  const url = input instanceof Request ? input.url : String(input)
  const response = await fetch(url, init)
  if (url.endsWith(RENEW_PATH) || !(await isExpired(response))) return response
  renewing ??= fetch(RENEW_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).finally(() => {
    renewing = null
  })
  const renewal = (await renewing).clone()
  return renewal.ok ? fetch(url, init) : renewal
}

/** Cookies renewed during this page render, so every later call of the render uses them. */
const renewedCookies = new WeakMap<Request, string>()

function replaceCookies(header: string, setCookies: string[]): string {
  const jar = new Map(
    header
      .split(/;\s*/)
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part] as const),
  )
  for (const line of setCookies) {
    const pair = line.split(';')[0] ?? ''
    jar.set(pair.slice(0, pair.indexOf('=')), pair)
  }
  return [...jar.values()].join('; ')
}

/** While server rendering: the API in process, as the visitor, renewing an expired session the same way. */
async function serverFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const incoming = getRequest()
  // Start's types for the request context collapse to never here; the Worker passes a PortalContext.
  const context = getGlobalStartContext() as PortalContext | undefined
  if (!context) throw new Error('no request context while server rendering')
  const build = (target: RequestInfo | URL, options?: RequestInit) => {
    const request = new Request(target, options)
    for (const name of FORWARDED_HEADERS) {
      const value = name === 'cookie' ? (renewedCookies.get(incoming) ?? incoming.headers.get(name)) : incoming.headers.get(name)
      if (value && !request.headers.has(name)) request.headers.set(name, value)
    }
    // The render is the portal itself calling its API, same origin by construction: a loader's read made
    // as a POST (the price quote) passes the guard on cookie sessions' mutations. Loaders only read; a
    // visitor's own mutations come from the browser with the browser's Origin.
    if (!request.headers.has('origin')) request.headers.set('origin', new URL(incoming.url).origin)
    return request
  }
  const response = await context.api(build(input, init))
  if (!(await isExpired(response))) return response
  const renewal = await context.api(
    build(new URL(RENEW_PATH, incoming.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
  )
  if (!renewal.ok) return renewal
  const setCookies = renewal.headers.getSetCookie()
  for (const line of setCookies) appendResponseHeader('set-cookie', line)
  renewedCookies.set(incoming, replaceCookies(renewedCookies.get(incoming) ?? incoming.headers.get('cookie') ?? '', setCookies))
  return context.api(build(input, init))
}

const apiFetch = createIsomorphicFn().server(serverFetch).client(browserFetch)

/** The portal's own origin (the API's): the request's while server rendering, the page's in the browser. */
export const apiOrigin = createIsomorphicFn()
  .server(() => new URL(getRequest().url).origin)
  .client(() => window.location.origin)

/** The typed API client of the contract, for the place the code runs in. */
export function api() {
  return createApiClient(apiOrigin(), apiFetch)
}

/** A JSON document the typed client does not describe (the OpenAPI document), read the same way as the calls. */
export function apiDocument<T>(path: string): Promise<T> {
  return unwrap<T>(apiFetch(new URL(path, apiOrigin()).href))
}

/** A failed API call, carrying the catalogue code, the HTTP status and any validation details. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly details: ValidationIssue[] = [],
  ) {
    super(code)
  }
}

/** Reads a JSON answer, or throws ApiError with the answer's catalogue code. */
export async function unwrap<T>(pending: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<T> {
  const response = await pending
  if (response.ok) return response.json()
  const body = (await response.json().catch(() => null)) as { message?: unknown; details?: ValidationIssue[] } | null
  throw new ApiError(isErrorCode(body?.message) ? body.message : 'UNKNOW_ERROR', response.status, body?.details ?? [])
}
