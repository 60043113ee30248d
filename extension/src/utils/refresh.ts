import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { browser } from 'wxt/browser'
import { fetchProxies } from './api'
import { activeItem, connectionItem, type ProxyCache, proxyCacheItem } from './state'

/**
 * The list of the customer's proxies, refreshed on an alarm (alarms survive the service worker
 * sleeping, timers do not) and whenever the popup opens (ADR 0016). It is fetched directly: the
 * portal's host is always in the bypass list.
 */
export const REFRESH_ALARM = 'refresh-proxies'
export const REFRESH_MINUTES = 15

/** Creates the alarm only when missing: creating it again on every wake would push it back forever. */
export async function scheduleRefresh(): Promise<void> {
  const alarm = await browser.alarms.get(REFRESH_ALARM)
  if (alarm?.periodInMinutes === REFRESH_MINUTES) return
  await browser.alarms.create(REFRESH_ALARM, { delayInMinutes: REFRESH_MINUTES, periodInMinutes: REFRESH_MINUTES })
}

/**
 * The active proxy is a snapshot; when the list shows it changed (new password, new address after
 * an IP change) the snapshot follows, so logins keep being answered with what the portal says.
 */
async function followActive(proxies: BoughtProxyView[]): Promise<void> {
  const active = await activeItem.getValue()
  const listed = active && proxies.find((proxy) => proxy._id === active.id)
  if (!active || !listed || listed.httpPort === null) return
  const next = {
    ...active,
    host: listed.host,
    port: listed.httpPort,
    username: listed.username,
    password: listed.password,
    countryCode: listed.countryCode,
  }
  if (JSON.stringify(next) !== JSON.stringify(active)) await activeItem.setValue(next)
}

/**
 * Fetches the list with the stored connection and stores it. A failed fetch keeps the last good
 * list and notes when and why it failed (`fetchedAt` 0: no list was ever fetched). Null when not connected.
 */
export async function refreshProxies(): Promise<ProxyCache | null> {
  const connection = await connectionItem.getValue()
  if (connection === null) return null
  const answer = await fetchProxies(connection)
  // The customer may have disconnected while the list was on its way: nothing to store then.
  if ((await connectionItem.getValue())?.token !== connection.token) return null
  const now = Date.now()
  let cache: ProxyCache
  if (answer.ok) {
    cache = { proxies: answer.value, fetchedAt: now, failedAt: null, failure: null }
  } else {
    const last = await proxyCacheItem.getValue()
    cache = { proxies: last?.proxies ?? [], fetchedAt: last?.fetchedAt ?? 0, failedAt: now, failure: answer.code }
  }
  await proxyCacheItem.setValue(cache)
  if (answer.ok) await followActive(answer.value)
  return cache
}
