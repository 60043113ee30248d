import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import type { ExportFormat } from '@proxy-portal/worker/contract/export-formats'
import type { Connection } from '@proxy-portal/worker/contract/extension'
import { storage } from 'wxt/utils/storage'

/**
 * Everything the extension keeps, in extension-local storage only (never synced): the popup writes
 * what the customer chooses, the background applies it (proxy settings, login answers, badge) and
 * refreshes the list on an alarm. ADR 0016.
 */

/** The portal and the token (extension token or API key) the customer connected with; null: not connected. */
export const connectionItem = storage.defineItem<Connection | null>('local:connection', { fallback: null })

/**
 * The last good list of the customer's proxies in use; a failed refresh keeps it and notes the failure
 * (`fetchedAt` 0: a refresh failed before any list was fetched). Written by `refreshProxies` (utils/refresh.ts).
 */
export type ProxyCache = { proxies: BoughtProxyView[]; fetchedAt: number; failedAt: number | null; failure: string | null }
export const proxyCacheItem = storage.defineItem<ProxyCache | null>('local:proxies', { fallback: null })

/** The proxy the browser uses now (a snapshot, so it keeps working while the list refreshes); null: direct. */
export type ActiveProxy = {
  id: string
  host: string
  port: number
  username: string
  password: string
  countryCode: string
  since: number
}
export const activeItem = storage.defineItem<ActiveProxy | null>('local:active', { fallback: null })

export type Settings = {
  /** When the active proxy fails, traffic does not fall back to direct. */
  killSwitch: boolean
  copyFormat: ExportFormat
  /** Used when copyFormat is 'custom'. */
  copyTemplate: string
  /** Hosts that go direct (one per entry: 'example.com', '*.example.com', '10.0.0.0/8', 'localhost'...). */
  bypass: string[]
}
/** Loopback goes direct unless the customer removes it from the bypass list (then it is proxied too). */
export const DEFAULT_BYPASS = ['localhost', '127.0.0.1', '::1']
export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: { killSwitch: true, copyFormat: 'colon', copyTemplate: '{ip}:{port}:{user}:{pass}', bypass: DEFAULT_BYPASS },
})

/** What went wrong with the active proxy, for the popup to say (login refused, proxy unreachable). */
export type Problem = { kind: 'auth_failed' | 'unreachable'; proxyId: string; at: number; detail: string }
export const problemItem = storage.defineItem<Problem | null>('local:problem', { fallback: null })
