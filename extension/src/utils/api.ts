import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { type ApiClient, createApiClient } from '@proxy-portal/worker/contract/client'
import { type ErrorCode, isErrorCode } from '@proxy-portal/worker/contract/errors'
import type { Connection } from '@proxy-portal/worker/contract/extension'

/** An API answer: the value, or the catalogue code (NETWORK when the portal could not be reached). */
export type Answer<T> = { ok: true; value: T } | { ok: false; code: ErrorCode | 'NETWORK' }

/**
 * The contract's typed client for one connection: every call carries its token, skips the HTTP cache
 * and sends no cookies (the token is the whole identity). Fetched directly: the portal is always bypassed.
 * `fetch` is looked up per call, so the page's (or a test's) current one is used.
 */
function clientOf(connection: Connection): ApiClient {
  return createApiClient(connection.url, (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${connection.token}`)
    return fetch(input, { ...init, headers, cache: 'no-store', credentials: 'omit' })
  })
}

/**
 * One call through the typed client: its JSON on success, otherwise the code the portal answered,
 * checked against the catalogue (anything else reads as UNKNOW_ERROR); NETWORK when nothing came back.
 */
async function answerOf<T>(call: (api: ApiClient['api']) => Promise<{ ok: boolean; json(): Promise<T> }>, connection: Connection) {
  let response: { ok: boolean; json(): Promise<unknown> }
  try {
    response = await call(clientOf(connection).api)
  } catch {
    return { ok: false, code: 'NETWORK' } as Answer<T>
  }
  const data = await response.json().catch(() => null)
  if (response.ok && data !== null) return { ok: true, value: data as T } as Answer<T>
  const message = (data as { message?: unknown } | null)?.message
  return { ok: false, code: isErrorCode(message) ? message : 'UNKNOW_ERROR' } as Answer<T>
}

/** Every proxy in use (pages of 100), country, type, expiry, tag, comment and health included. */
export async function fetchProxies(connection: Connection): Promise<Answer<BoughtProxyView[]>> {
  const all: BoughtProxyView[] = []
  for (let page = 1; page <= 100; page++) {
    const query = { status: 'using', limit: '100', page: String(page) } as const
    const answer = await answerOf((api) => api['bought-proxy'].list.$get({ query }), connection)
    if (!answer.ok) return answer
    all.push(...answer.value.data)
    if (all.length >= answer.value.total || answer.value.data.length === 0) break
  }
  return { ok: true, value: all }
}

/** The browser's public address as the portal sees it. */
export const fetchMyIp = (connection: Connection) => answerOf((api) => api.user['my-ip'].$get(), connection)

export const setAuthIps = (connection: Connection, id: string, ips: string[]) =>
  answerOf((api) => api['bought-proxy']['auth-ip'].$put({ json: { listBoughtProxyId: [id], authIp: ips.join('\n') } }), connection)

export const changeIp = (connection: Connection, id: string) =>
  answerOf((api) => api['bought-proxy']['change-ip'].$post({ json: { listBoughtProxyId: [id] } }), connection)

/** The portal's checker: a real check from the server, through the proxy, with its stored login. */
export const checkProxy = (connection: Connection, id: string) =>
  answerOf((api) => api['bought-proxy'].check.$post({ json: { listBoughtProxyId: [id] } }), connection)

/** Disconnect: the extension token revokes itself (an API key is left as it is). */
export const revokeSelf = (connection: Connection) => answerOf((api) => api.user['extension-token'].self.$delete(), connection)
