import { type Connection, connectCodeOf, readConnectCode } from '@proxy-portal/worker/contract/extension'
import { m } from '../../paraglide/messages'
import { fetchProxies } from '../../utils/api'
import { errorText } from '../../utils/error-text'
import { connectionItem, lastPortalItem, proxyCacheItem } from '../../utils/state'

/** A connect attempt: done, or what to tell the reader (with the portal's address when it is known). */
export type ConnectResult = { ok: true } | { ok: false; message: string; portal: string | null }

/**
 * Tests a connection by loading the proxy list with it; only a connection the portal accepts is
 * stored (with the list it answered, so the popup shows it at once).
 */
export async function connect(connection: Connection, now: number): Promise<ConnectResult> {
  const answer = await fetchProxies(connection)
  if (!answer.ok) {
    const message = answer.code === 'INVALID_TOKEN' ? m.ext_connect_refused() : errorText(answer.code)
    return { ok: false, message, portal: connection.url }
  }
  await proxyCacheItem.setValue({ proxies: answer.value, fetchedAt: now, failedAt: null, failure: null })
  await lastPortalItem.setValue(connection.url)
  await connectionItem.setValue(connection)
  return { ok: true }
}

/** A pasted connection code: anything else is refused before a token is sent anywhere. */
export function connectWithCode(text: string, now: number): Promise<ConnectResult> {
  const connection = readConnectCode(text)
  if (!connection) return Promise.resolve({ ok: false, message: m.ext_connect_not_code(), portal: null })
  return connect(connection, now)
}

/** The portal's address and an API key, held to the same rules as a code (http(s) address, well-formed key). */
export function connectWithApiKey(address: string, key: string, now: number): Promise<ConnectResult> {
  const connection = apiKeyConnection(address, key)
  if (!connection) return Promise.resolve({ ok: false, message: m.ext_api_key_invalid(), portal: portalOf(address) })
  return connect(connection, now)
}

function apiKeyConnection(address: string, key: string): Connection | null {
  const url = portalOf(address)
  const token = key.trim()
  if (url === null || !token.startsWith('pk_')) return null
  return readConnectCode(connectCodeOf({ url, token }))
}

/** The origin of a typed portal address ('portal.example' reads as https://portal.example), or null. */
export function portalOf(address: string): string | null {
  const text = address.trim()
  if (!text) return null
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}
