import { bareHost } from './proxy-config'
import type { ActiveProxy, Problem } from './state'

/**
 * What went wrong with the active proxy, read from the browser's own network errors, so the popup
 * can say it (issue 7 item 4). Only page-level requests count: a failing image says less than a
 * failing page, and every request that fails through a dead proxy fails the same way.
 */
const WATCHED_TYPES = new Set(['main_frame', 'sub_frame', 'xmlhttprequest'])
/** Chrome `net::ERR_PROXY_AUTH_*`; Firefox `NS_ERROR_PROXY_AUTHENTICATION_FAILED`. */
const AUTH_ERRORS = /ERR_PROXY_AUTH|NS_ERROR_PROXY_AUTHENTICATION_FAILED/
/** Chrome `net::ERR_PROXY_*`, tunnel and PAC failures; Firefox `NS_ERROR_PROXY_*`, unknown proxy host. */
const PROXY_ERRORS =
  /ERR_PROXY_|ERR_TUNNEL_CONNECTION_FAILED|ERR_MANDATORY_PROXY_CONFIGURATION_FAILED|ERR_NO_SUPPORTED_PROXIES|NS_ERROR_PROXY_|NS_ERROR_UNKNOWN_PROXY_HOST/

export type FailedRequest = { error: string; type: string; url: string }

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/** The problem a failed request shows, or null when it says nothing about the proxy. */
export function problemOfError(request: FailedRequest, active: ActiveProxy | null, now: number): Problem | null {
  if (active === null || !WATCHED_TYPES.has(request.type)) return null
  const kind = AUTH_ERRORS.test(request.error) ? 'auth_failed' : PROXY_ERRORS.test(request.error) ? 'unreachable' : null
  return kind === null ? null : { kind, proxyId: active.id, at: now, detail: `${request.error} ${hostOf(request.url)}` }
}

/**
 * Chrome's `proxy.onProxyError`, the only word when a PAC script fell back to direct (kill switch off).
 * It names no request, and a refused login also ends in a tunnel error there, so only errors that
 * say the proxy could not be reached at all count; logins are the guard's to report.
 */
const UNREACHABLE_PROXY = /ERR_PROXY_CONNECTION_FAILED|ERR_PROXY_CERTIFICATE_INVALID|ERR_MANDATORY_PROXY_CONFIGURATION_FAILED/

export function problemOfProxyError(error: { error: string; details?: string }, active: ActiveProxy | null, now: number): Problem | null {
  if (active === null || !UNREACHABLE_PROXY.test(error.error)) return null
  const detail = [error.error, error.details].filter(Boolean).join(' ')
  return { kind: 'unreachable', proxyId: active.id, at: now, detail }
}

/** A problem belongs to one use of one proxy: switching (or switching again to the same one) drops it. */
export const isStaleProblem = (problem: Problem, active: ActiveProxy | null) =>
  active === null || problem.proxyId !== active.id || problem.at < active.since

/**
 * Whether a finished request went through the active proxy, so the proxy works again. Firefox says
 * which proxy it used (`proxyInfo`, null when direct); Chrome gives the address it connected to,
 * which is the proxy's when proxied (so this recognises proxies given by IP address, the usual case;
 * a proxy named by a host name keeps its problem until the next switch).
 */
export function wentThroughProxy(
  request: { ip?: string; proxyInfo?: { host: string; port: number } | null },
  active: ActiveProxy,
): boolean {
  const host = bareHost(active.host).toLowerCase()
  if (request.proxyInfo !== undefined) {
    return request.proxyInfo !== null && bareHost(request.proxyInfo.host).toLowerCase() === host && request.proxyInfo.port === active.port
  }
  return request.ip !== undefined && bareHost(request.ip).toLowerCase() === host
}
