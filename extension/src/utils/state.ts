import type { Connection } from '@proxy-portal/worker/contract/extension'
import * as v from 'valibot'
import { baseLocale, type Locale } from '../paraglide/runtime'
import {
  activeToV2,
  connectionToV2,
  DEFAULT_SETTINGS,
  languageToV2,
  lastPortalToV2,
  problemToV2,
  proxyCacheToV2,
  settingsToV2,
} from './storage-migrations'
import { defineStoredItem } from './stored-item'
import {
  type ActiveProxy,
  ActiveProxySchema,
  ConnectionSchema,
  LocaleSchema,
  PortalSchema,
  type Problem,
  ProblemSchema,
  type ProxyCache,
  ProxyCacheSchema,
  type Settings,
  SettingsSchema,
} from './stored-schemas'

export { DEFAULT_BYPASS } from './storage-migrations'
export type { ActiveProxy, Problem, ProxyCache, Settings }

/**
 * Everything the extension keeps, in extension-local storage only (never synced), each item versioned
 * and read through its schema (ADR 0026): the popup writes what the customer chooses, the background
 * applies it (proxy settings, login answers, badge) and refreshes the list on an alarm. ADR 0016.
 * Version 2 is the first checked shape; version 1 is what earlier builds stored without a version.
 */
export const STORAGE_VERSION = 2

/** The portal and the token (extension token or API key) the customer connected with; null: not connected. */
export const connectionItem = defineStoredItem<Connection | null>('local:connection', {
  schema: v.nullable(ConnectionSchema),
  fallback: null,
  version: STORAGE_VERSION,
  migrations: { 2: connectionToV2 },
})

/**
 * The last good list of the customer's proxies in use; a failed refresh keeps it and notes the failure
 * (`fetchedAt` 0: a refresh failed before any list was fetched). Written by `refreshProxies` (utils/refresh.ts).
 */
export const proxyCacheItem = defineStoredItem<ProxyCache | null>('local:proxies', {
  schema: v.nullable(ProxyCacheSchema),
  fallback: null,
  version: STORAGE_VERSION,
  migrations: { 2: proxyCacheToV2 },
})

/** The proxy the browser uses now (a snapshot, so it keeps working while the list refreshes); null: direct. */
export const activeItem = defineStoredItem<ActiveProxy | null>('local:active', {
  schema: v.nullable(ActiveProxySchema),
  fallback: null,
  version: STORAGE_VERSION,
  migrations: { 2: activeToV2 },
})

/** Kill switch, copy format and template, bypass list. Loopback goes direct unless removed from the bypass list. */
export const settingsItem = defineStoredItem<Settings>('local:settings', {
  schema: SettingsSchema,
  fallback: DEFAULT_SETTINGS,
  version: STORAGE_VERSION,
  migrations: { 2: settingsToV2 },
})

/** What went wrong with the active proxy, for the popup to say (login refused, proxy unreachable). */
export const problemItem = defineStoredItem<Problem | null>('local:problem', {
  schema: v.nullable(ProblemSchema),
  fallback: null,
  version: STORAGE_VERSION,
  migrations: { 2: problemToV2 },
})

/** The extension's language; Vietnamese by default. */
export const languageItem = defineStoredItem<Locale>('local:language', {
  schema: LocaleSchema,
  fallback: baseLocale,
  version: STORAGE_VERSION,
  migrations: { 2: languageToV2 },
})

/**
 * The portal last connected to, kept after a disconnect so the popup can link to its Account page
 * (a new connection code is made there). Only the address: the token is gone.
 */
export const lastPortalItem = defineStoredItem<string | null>('local:lastPortal', {
  schema: v.nullable(PortalSchema),
  fallback: null,
  version: STORAGE_VERSION,
  migrations: { 2: lastPortalToV2 },
})
