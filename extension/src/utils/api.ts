import type { BoughtProxyView, ChangeIpAnswer, HealthView } from '@proxy-portal/worker/contract/bought-proxies'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import type { Connection } from '@proxy-portal/worker/contract/extension'

/** An API answer: the value, or the catalogue code (NETWORK when the portal could not be reached). */
export type Answer<T> = { ok: true; value: T } | { ok: false; code: ErrorCode | 'NETWORK' }

/** One call to the portal's API with the connection's token (fetched directly: the portal is always bypassed). */
export async function callApi<T>(connection: Connection, path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer<T>> {
  let response: Response
  try {
    response = await fetch(`${connection.url}/api/${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        authorization: `Bearer ${connection.token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
      credentials: 'omit',
    })
  } catch {
    return { ok: false, code: 'NETWORK' }
  }
  const data = (await response.json().catch(() => null)) as (T & { message?: unknown }) | null
  if (response.ok && data !== null) return { ok: true, value: data }
  const code = typeof data?.message === 'string' ? (data.message as ErrorCode) : 'UNKNOW_ERROR'
  return { ok: false, code }
}

/** Every proxy in use (pages of 100), country, type, expiry, tag, comment and health included. */
export async function fetchProxies(connection: Connection): Promise<Answer<BoughtProxyView[]>> {
  const all: BoughtProxyView[] = []
  for (let page = 1; page <= 100; page++) {
    const answer = await callApi<{ data: BoughtProxyView[]; total: number }>(
      connection,
      `bought-proxy/list?status=using&limit=100&page=${page}`,
    )
    if (!answer.ok) return answer
    all.push(...answer.value.data)
    if (all.length >= answer.value.total || answer.value.data.length === 0) break
  }
  return { ok: true, value: all }
}

export const fetchMyIp = (connection: Connection) => callApi<{ ip: string | null; countryCode: string | null }>(connection, 'user/my-ip')

export const setAuthIps = (connection: Connection, id: string, ips: string[]) =>
  callApi<{ updated: number }>(connection, 'bought-proxy/auth-ip', {
    method: 'PUT',
    body: { listBoughtProxyId: [id], authIp: ips.join('\n') },
  })

export const changeIp = (connection: Connection, id: string) =>
  callApi<ChangeIpAnswer>(connection, 'bought-proxy/change-ip', { body: { listBoughtProxyId: [id] } })

export type CheckAnswer = {
  results: { id: string; locked: boolean; health: HealthView | null; exitIp: string | null; protocols: string[] }[]
}
/** The portal's checker: a real check from the server, through the proxy, with its stored login. */
export const checkProxy = (connection: Connection, id: string) =>
  callApi<CheckAnswer>(connection, 'bought-proxy/check', { body: { listBoughtProxyId: [id] } })

/** Disconnect: the extension token revokes itself (an API key is left as it is). */
export const revokeSelf = (connection: Connection) =>
  callApi<{ revoked: boolean }>(connection, 'user/extension-token/self', { method: 'DELETE' })
