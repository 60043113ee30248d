import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import type { Connection } from '@proxy-portal/worker/contract/extension'
import { MAX_AUTH_IPS } from '@proxy-portal/worker/contract/plans'
import { m } from '../../paraglide/messages'
import { changeIp, checkProxy, fetchMyIp, revokeSelf, setAuthIps } from '../../utils/api'
import { errorText } from '../../utils/error-text'
import { activeItem, connectionItem, lastPortalItem, type ProxyCache, problemItem, proxyCacheItem } from '../../utils/state'
import { endpointText, healthText, proxyName } from './labels'

/** What an action on a proxy says under its row: a tone and one or more sentences. */
export type Note = { tone: 'ok' | 'error' | 'info'; lines: string[] }
const said = (tone: Note['tone'], ...lines: string[]): Note => ({ tone, lines })

/** Loads the list again with the stored connection (the background's refresh: keeps the last good list). */
export type Refresh = () => Promise<ProxyCache | null>

/** Switches the browser to the proxy (the background applies it); HTTP only, so it needs an HTTP port. */
export async function switchToProxy(proxy: BoughtProxyView, now: number): Promise<Note> {
  if (proxy.httpPort === null) return said('error', m.ext_no_http_port())
  const { _id: id, host, httpPort: port, username, password, countryCode } = proxy
  await activeItem.setValue({ id, host, port, username, password, countryCode, since: now })
  return said('ok', m.ext_used({ proxy: endpointText(host, port) }))
}

export const goDirect = () => activeItem.setValue(null)

/** The portal's checker tests the proxy from its server, with the proxy's stored login. */
export async function testProxy(connection: Connection, proxy: BoughtProxyView, refresh: Refresh): Promise<Note> {
  const answer = await checkProxy(connection, proxy._id)
  if (!answer.ok) return said('error', errorText(answer.code))
  const result = answer.value.results.find((item) => item.id === proxy._id)
  if (!result) return said('error', errorText('PROXY_NOT_EXISTS'))
  if (result.locked) return said('error', m.ext_test_locked())
  if (!result.health) return said('error', errorText('UNKNOW_ERROR'))
  // The check stored the health on the portal: reload so the row's badge shows it too.
  await refresh()
  const verdict = healthText(result.health)
  const exitIp = result.exitIp ? ` · ${m.ext_test_exit_ip({ ip: result.exitIp })}` : ''
  return said(result.health.alive ? 'ok' : 'error', `${verdict.text}${exitIp}`, m.ext_test_from_portal())
}

/**
 * Changes the proxy's IP, then reloads the list; when the browser uses this proxy, the active
 * snapshot follows it to the new address (the login stays).
 */
export async function changeProxyIp(connection: Connection, proxy: BoughtProxyView, refresh: Refresh): Promise<Note> {
  const answer = await changeIp(connection, proxy._id)
  if (!answer.ok) return said('error', errorText(answer.code))
  const result = answer.value.results.find((item) => item.id === proxy._id)
  if (!result?.ok) return said('error', errorText(result?.code ?? 'PROXY_NOT_EXISTS'))
  const cache = await refresh()
  const changed = cache?.proxies.find((item) => item._id === proxy._id) ?? proxy
  // The background's refresh follows the active proxy too; this makes sure, without a needless write.
  const active = await activeItem.getValue()
  if (active?.id === proxy._id && changed.httpPort !== null && (active.host !== changed.host || active.port !== changed.httpPort)) {
    await activeItem.setValue({ ...active, host: changed.host, port: changed.httpPort })
  }
  return said('ok', m.ext_change_ip_done({ proxy: proxyName(changed) }))
}

/** Adds this browser's public IP to the proxy's auth IPs (at most MAX_AUTH_IPS, IPv4 only). */
export async function authIpHere(connection: Connection, proxy: BoughtProxyView, refresh: Refresh): Promise<Note> {
  const mine = await fetchMyIp(connection)
  if (!mine.ok) return said('error', errorText(mine.code))
  const ip = mine.value.ip
  if (!ip) return said('error', m.ext_my_ip_unknown())
  if (ip.includes(':')) return said('error', m.ext_auth_here_ipv6({ ip }))
  if (proxy.authIps.includes(ip)) return said('info', m.ext_auth_here_already({ ip }))
  if (proxy.authIps.length >= MAX_AUTH_IPS) return said('error', m.ext_auth_here_full({ max: MAX_AUTH_IPS }))
  const answer = await setAuthIps(connection, proxy._id, [...proxy.authIps, ip])
  if (!answer.ok) {
    return answer.code === 'SAME_OLD_AUTH_IP' ? said('info', m.ext_auth_here_already({ ip })) : said('error', errorText(answer.code))
  }
  await refresh()
  return said('ok', m.ext_auth_here_done({ ip }))
}

/**
 * Revokes the token on the portal, then forgets it here and goes direct. A token the portal could
 * not be told about is still forgotten: the reader is told to revoke it on /account.
 */
export async function disconnect(connection: Connection): Promise<{ ok: boolean; text: string }> {
  const answer = await revokeSelf(connection)
  await activeItem.setValue(null)
  await problemItem.setValue(null)
  await proxyCacheItem.setValue(null)
  // Kept for the link to the portal's Account page, where a new code is made.
  await lastPortalItem.setValue(connection.url)
  await connectionItem.setValue(null)
  // An API key is not revoked by the extension (the portal answers revoked: false), which is expected.
  if (!answer.ok && answer.code !== 'INVALID_TOKEN')
    return { ok: false, text: m.ext_disconnect_not_revoked({ reason: errorText(answer.code) }) }
  return { ok: true, text: m.ext_disconnected() }
}
