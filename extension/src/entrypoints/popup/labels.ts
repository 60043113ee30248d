import type { BoughtProxyView, CheckFailure, HealthView } from '@proxy-portal/worker/contract/bought-proxies'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'

/** How the popup names things: countries, proxy types, endpoints, health, in the reader's language. */

const regionNames = new Map<string, Intl.DisplayNames>()

/** "United States" / "Hoa Kỳ" from an ISO code (the code itself when the browser does not know it). */
export function countryName(code: string): string {
  const locale = getLocale()
  let names = regionNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' })
    regionNames.set(locale, names)
  }
  try {
    return names.of(code) ?? code
  } catch {
    return code
  }
}

/** "IPv4 · Static". */
export const typeText = (proxy: Pick<BoughtProxyView, 'ipVersion' | 'ipMode'>) =>
  `${proxy.ipVersion === 'ipv6' ? 'IPv6' : 'IPv4'} · ${proxy.ipMode === 'dynamic' ? m.mode_dynamic() : m.mode_static()}`

/** "1.2.3.4:8080", IPv6 hosts in brackets. */
export const endpointText = (host: string, port: number | null) => `${host.includes(':') ? `[${host}]` : host}:${port ?? ''}`

/** A proxy as the reader recognises it: its HTTP endpoint, or the SOCKS one when it has no HTTP port. */
export const proxyName = (proxy: Pick<BoughtProxyView, 'host' | 'httpPort' | 'socksPort'>) =>
  endpointText(proxy.host, proxy.httpPort ?? proxy.socksPort)

export const dateText = (at: number) => new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium' }).format(at)

/** A moment: the time alone when it is today, otherwise the date and time. */
export function momentText(at: number, now: number): string {
  const today = new Date(now).toDateString() === new Date(at).toDateString()
  const style: Intl.DateTimeFormatOptions = today ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' }
  return new Intl.DateTimeFormat(getLocale(), style).format(at)
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** "3 minutes ago" / "3 phút trước"; "just now" under a minute. */
export function agoText(at: number, now: number): string {
  const past = Math.max(0, now - at)
  const format = new Intl.RelativeTimeFormat(getLocale(), { numeric: 'auto' })
  if (past < MINUTE) return m.manage_just_now()
  if (past < HOUR) return format.format(-Math.floor(past / MINUTE), 'minute')
  if (past < DAY) return format.format(-Math.floor(past / HOUR), 'hour')
  return format.format(-Math.floor(past / DAY), 'day')
}

/** Whole days left (a proxy expiring in 2 hours still has 1 day: it works today). */
export function daysLeftText(at: number, now: number): string {
  const days = Math.max(0, Math.ceil((at - now) / DAY))
  return days === 1 ? m.manage_days_left_one({ days }) : m.manage_days_left_other({ days })
}

const failureTexts: Record<CheckFailure, () => string> = {
  refused: m.manage_failure_refused,
  timeout: m.manage_failure_timeout,
  auth_failed: m.manage_failure_auth_failed,
  bad_reply: m.manage_failure_bad_reply,
  dns: m.manage_failure_dns,
  blocked: m.manage_failure_blocked,
}

/** A health check as a badge: its tone and words (alive with latency, dead with the reason, never checked). */
export function healthText(health: HealthView | null): { tone: 'ok' | 'bad' | 'none'; text: string } {
  if (!health) return { tone: 'none', text: m.manage_health_never() }
  if (health.alive) {
    return { tone: 'ok', text: health.latencyMs === null ? m.manage_health_alive() : m.manage_health_alive_ms({ ms: health.latencyMs }) }
  }
  const reason = health.failure ? failureTexts[health.failure]() : m.manage_failure_unknown()
  return { tone: 'bad', text: m.manage_health_dead({ reason }) }
}
