import { DEFAULT_TEMPLATE } from '@proxy-portal/worker/contract/export-formats'
import { connectCodeOf, readConnectCode } from '@proxy-portal/worker/contract/extension'
import * as v from 'valibot'
import { baseLocale } from '../paraglide/runtime'
import {
  ActiveProxySchema,
  LocaleSchema,
  PortalSchema,
  ProblemSchema,
  type ProxyCache,
  ProxyCacheSchema,
  RefreshFailure,
  type Settings,
  SettingsSchema,
} from './stored-schemas'

/**
 * From version 1 (what builds before ADR 0026 stored, with no version and no check) to version 2 (the
 * schemas of stored-schemas.ts): what fits is kept, what can be mended is mended, the rest is dropped
 * (null here; the stored item removes it) and reads as the item's default. Nothing dropped is lost for
 * good: the list is fetched again, a connection comes back with a new code.
 */

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? { ...value } : {})

/** The connection, with its address read back to the origin (the way a connection code reads it). */
export function connectionToV2(previous: unknown) {
  const { url, token } = record(previous)
  if (typeof url !== 'string' || typeof token !== 'string') return null
  return readConnectCode(connectCodeOf({ url, token }))
}

/**
 * The list as last fetched. Version 1 stored whatever code the portal answered, unchecked: one outside
 * the catalogue becomes UNKNOW_ERROR. A list that no longer fits the contract is dropped (fetched again).
 */
export function proxyCacheToV2(previous: unknown): ProxyCache | null {
  const cache = record(previous)
  if (typeof cache.failure === 'string' && !v.is(RefreshFailure, cache.failure)) cache.failure = 'UNKNOW_ERROR'
  return v.is(ProxyCacheSchema, cache) ? cache : null
}

/** The proxy in use: one that cannot be read cannot be applied, so it is dropped (direct). */
export const activeToV2 = (previous: unknown) => (v.is(ActiveProxySchema, previous) ? previous : null)

export const DEFAULT_BYPASS = ['localhost', '127.0.0.1', '::1']
export const DEFAULT_SETTINGS: Settings = { killSwitch: true, copyFormat: 'colon', copyTemplate: DEFAULT_TEMPLATE, bypass: DEFAULT_BYPASS }

/** Each setting on its own: one that does not fit takes its default, the others stay as chosen. */
export function settingsToV2(previous: unknown): Settings {
  const stored = record(previous)
  const fields = SettingsSchema.entries
  const pick = <K extends keyof Settings>(name: K): Settings[K] => {
    const parsed = v.safeParse(fields[name], stored[name])
    return parsed.success ? (parsed.output as Settings[K]) : DEFAULT_SETTINGS[name]
  }
  const bypass = Array.isArray(stored.bypass) ? stored.bypass.filter((entry) => typeof entry === 'string' && entry.trim() !== '') : null
  return {
    killSwitch: pick('killSwitch'),
    copyFormat: pick('copyFormat'),
    copyTemplate: pick('copyTemplate'),
    bypass: bypass ?? DEFAULT_BYPASS,
  }
}

export const problemToV2 = (previous: unknown) => (v.is(ProblemSchema, previous) ? previous : null)

export const languageToV2 = (previous: unknown) => (v.is(LocaleSchema, previous) ? previous : baseLocale)

/** The portal's address: its origin (a version 1 value was written from a connection, so already one). */
export function lastPortalToV2(previous: unknown): string | null {
  if (typeof previous !== 'string' || !URL.canParse(previous)) return null
  const origin = new URL(previous).origin
  return v.is(PortalSchema, origin) ? origin : null
}
