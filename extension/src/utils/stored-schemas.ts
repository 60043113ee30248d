import { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { errorCodes } from '@proxy-portal/worker/contract/errors'
import { exportFormats, isValidTemplate } from '@proxy-portal/worker/contract/export-formats'
import { connectCodeOf, readConnectCode } from '@proxy-portal/worker/contract/extension'
import * as v from 'valibot'
import { locales } from '../paraglide/runtime'

/**
 * The shapes the extension keeps in storage (version 2), built from the contract's schemas and rules
 * so a stored value is held to what the portal answers and the popup accepts. ADR 0026.
 */

/** A connection as a connection code carries it: an http(s) origin and a `pe_`/`pk_` token (the contract's rule). */
export const ConnectionSchema = v.pipe(
  v.object({ url: v.string(), token: v.string() }),
  v.check((connection) => {
    const read = readConnectCode(connectCodeOf(connection))
    return read?.url === connection.url && read.token === connection.token
  }),
)

/** Why the last refresh failed: a catalogue code, or NETWORK (the portal not reached). */
export const RefreshFailure = v.picklist([...errorCodes, 'NETWORK'])

export const ProxyCacheSchema = v.object({
  proxies: v.array(BoughtProxyView),
  /** 0: no list was ever fetched, only failures. */
  fetchedAt: v.number(),
  failedAt: v.nullable(v.number()),
  failure: v.nullable(RefreshFailure),
})
export type ProxyCache = v.InferOutput<typeof ProxyCacheSchema>

const Port = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_535))

export const ActiveProxySchema = v.object({
  id: v.string(),
  host: v.pipe(v.string(), v.nonEmpty()),
  port: Port,
  username: v.string(),
  password: v.string(),
  countryCode: v.string(),
  since: v.number(),
})
export type ActiveProxy = v.InferOutput<typeof ActiveProxySchema>

export const SettingsSchema = v.object({
  /** When the active proxy fails, traffic does not fall back to direct. */
  killSwitch: v.boolean(),
  copyFormat: v.picklist(exportFormats),
  /** Used when copyFormat is 'custom'; only a template the portal's formatter accepts is kept. */
  copyTemplate: v.pipe(v.string(), v.check(isValidTemplate)),
  /** Hosts that go direct (one per entry: 'example.com', '*.example.com', '10.0.0.0/8', 'localhost'...). */
  bypass: v.array(v.pipe(v.string(), v.nonEmpty())),
})
export type Settings = v.InferOutput<typeof SettingsSchema>

export const ProblemSchema = v.object({
  kind: v.picklist(['auth_failed', 'unreachable']),
  proxyId: v.string(),
  at: v.number(),
  detail: v.string(),
})
export type Problem = v.InferOutput<typeof ProblemSchema>

export const LocaleSchema = v.picklist(locales)

/** The portal's origin (kept after a disconnect for the link to its Account page). */
export const PortalSchema = v.pipe(
  v.string(),
  v.check((text) => URL.canParse(text) && new URL(text).origin === text && /^https?:$/.test(new URL(text).protocol)),
)
