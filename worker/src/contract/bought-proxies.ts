import * as v from 'valibot'
import { bandwidthTiers, ipModes, ipVersions, proxyKinds } from './catalogue'
import { boughtProxySorts } from './choices'
import type { ExportRecord } from './export-formats'
import { ListQuery } from './list'
import { boughtProxyStatuses } from './orders'
import { UsageView } from './usage'

// Kept apart for the portal's addresses, which must not load this module's schemas (choices.ts).
export { boughtProxySorts }

/** Whether a proxy's node serves it now, by its heartbeats (NODE_OFFLINE_AFTER_MS). */
export const nodeStates = ['online', 'offline'] as const
export type NodeState = (typeof nodeStates)[number]

/** How a proxy's IP changes: when the customer asks (manual) or every `ipChangeInterval` minutes (auto). */
export const ipChangeModes = ['manual', 'auto'] as const
export type IpChangeMode = (typeof ipChangeModes)[number]
/** Spec section 4: 'changing', then 'changed at {time}'; 'idle' before the first change. */
export const ipChangeStatuses = ['idle', 'changing', 'changed'] as const
export type IpChangeStatus = (typeof ipChangeStatuses)[number]

/** Why a proxy check failed (spec item: refused, timeout, auth failed, bad reply; dns: the host has no address). */
export const checkFailures = ['refused', 'timeout', 'auth_failed', 'bad_reply', 'dns', 'blocked'] as const
export type CheckFailure = (typeof checkFailures)[number]

/** IP-change interval in minutes (spec section 5: IP reset time 5 to 1000 minutes). */
export const IP_CHANGE_MIN_MINUTES = 5
export const IP_CHANGE_MAX_MINUTES = 1000
/**
 * A proxy's IP changes at most once per this long (RESET_TOO_FAST), and an account asks for at most
 * `IP_CHANGES_PER_MINUTE` changes in a minute (GET_IP_TOO_FAST). ADR 0015.
 */
export const IP_CHANGE_COOLDOWN_MS = 60_000
export const IP_CHANGES_PER_MINUTE = 200
/** A proxy password changes at most once per 2 minutes and is in force on its node within 2 minutes. */
export const PASSWORD_CHANGE_COOLDOWN_MS = 2 * 60_000
/**
 * Proxy password: 10 to 20 letters or digits (the spec's two readings are 10-20 and 8-12; ADR 0015
 * says why 10-20). Letters and digits only, since ':' and '@' split proxy strings.
 */
export const PROXY_PASSWORD_MIN = 10
export const PROXY_PASSWORD_MAX = 20
/** Longest comment and tag name; most proxies one call may act on. */
export const COMMENT_MAX = 256
export const TAG_NAME_MAX = 40
export const MAX_SELECTION = 500

export const ProxyPassword = v.pipe(
  v.string('fieldIsEmpty'),
  v.nonEmpty('fieldIsEmpty'),
  v.regex(/^[A-Za-z0-9]*$/, 'proxyPasswordLength'),
  v.minLength(PROXY_PASSWORD_MIN, 'proxyPasswordLength'),
  v.maxLength(PROXY_PASSWORD_MAX, 'proxyPasswordLength'),
)

export const IpChangeInterval = v.pipe(
  v.number('ipResetTime'),
  v.integer('ipResetTime'),
  v.minValue(IP_CHANGE_MIN_MINUTES, 'ipResetTime'),
  v.maxValue(IP_CHANGE_MAX_MINUTES, 'ipResetTime'),
)

/** A selection of the customer's bought proxies (spec: a selection is required first). */
export const Selection = v.pipe(
  v.array(v.pipe(v.string('invalidValue'), v.maxLength(64, 'tooLong')), 'selectProxyFirst'),
  v.minLength(1, 'selectProxyFirst'),
  v.maxLength(MAX_SELECTION, 'tooLong'),
)

/** The last health check of a proxy, as the list shows it (null: never checked). */
export const HealthView = v.object({
  checkedAt: v.number(),
  alive: v.boolean(),
  latencyMs: v.nullable(v.number()),
  failure: v.nullable(v.picklist(checkFailures)),
})
export type HealthView = v.InferOutput<typeof HealthView>

/** One bought proxy as its owner sees it on /manage-private-proxy (spec section 3: bought proxy). */
export const BoughtProxyView = v.object({
  _id: v.string(),
  orderId: v.string(),
  orderCode: v.string(),
  packageName: v.nullable(v.string()),
  packageNameEn: v.nullable(v.string()),
  kind: v.picklist(proxyKinds),
  ipVersion: v.picklist(ipVersions),
  ipMode: v.picklist(ipModes),
  bandwidthTier: v.picklist(bandwidthTiers),
  countryCode: v.string(),
  host: v.string(),
  httpPort: v.nullable(v.number()),
  socksPort: v.nullable(v.number()),
  username: v.string(),
  password: v.string(),
  status: v.picklist(boughtProxyStatuses),
  expiresAt: v.number(),
  /** Expired: locked, and permanently locked (released) at this time; null while in use. */
  lockedUntil: v.nullable(v.number()),
  /** The order's auto-renew: renewal is per order (ADR 0015). */
  autoRenew: v.boolean(),
  ipChangeMode: v.picklist(ipChangeModes),
  ipChangeInterval: v.number(),
  ipChangeStatus: v.picklist(ipChangeStatuses),
  ipChangedAt: v.nullable(v.number()),
  passwordChangedAt: v.nullable(v.number()),
  authIps: v.array(v.string()),
  tagId: v.nullable(v.string()),
  tagName: v.nullable(v.string()),
  comment: v.string(),
  health: v.nullable(HealthView),
  // Optional: lists kept by an older extension lack them (ADR 0018).
  /** The address its traffic leaves from (the proxy string shows where to connect). */
  exitAddress: v.optional(v.string()),
  /** What it moved in its current 30-day window against its tier's allowance. */
  usage: v.optional(UsageView),
  /** Its node: 'offline' when the node program stopped reporting; null when the node has no node program (outside proxies). */
  node: v.optional(v.nullable(v.picklist(nodeStates))),
})
export type BoughtProxyView = v.InferOutput<typeof BoughtProxyView>

export type BoughtProxySort = (typeof boughtProxySorts)[number]
/** Which proxies the list shows: the /using and /expired tabs, or all the customer still holds. */
export const boughtProxyFilters = ['all', 'using', 'expired'] as const

/** `GET /api/bought-proxy/list`: status, country, tag ('none': untagged), search (host, username, comment, order code), sort. */
export const BoughtProxyListQuery = v.object({
  ...ListQuery.entries,
  status: v.optional(v.picklist(boughtProxyFilters, 'invalidValue'), 'all'),
  countryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'invalidValue'))),
  tagId: v.optional(v.pipe(v.string(), v.maxLength(64, 'tooLong'))),
  sort: v.optional(v.picklist(boughtProxySorts, 'invalidValue'), 'expiry_asc'),
})
export type BoughtProxyListQuery = v.InferOutput<typeof BoughtProxyListQuery>

/** A field left out is 'fieldIsEmpty' (a missing selection alone is 'selectProxyFirst'). */
export const AuthIpListInput = v.object(
  {
    listBoughtProxyId: Selection,
    authIp: v.pipe(v.string('invalidValue'), v.maxLength(1000, 'tooLong')),
  },
  'fieldIsEmpty',
)
export const CommentInput = v.object(
  { comment: v.pipe(v.string('invalidValue'), v.trim(), v.maxLength(COMMENT_MAX, 'tooLong')) },
  'fieldIsEmpty',
)
/** `PUT update-list`: the comment and/or the IP-change mode and interval of many proxies. */
export const UpdateListInput = v.pipe(
  v.object(
    {
      listBoughtProxyId: Selection,
      comment: v.optional(CommentInput.entries.comment),
      ipChangeMode: v.optional(v.picklist(ipChangeModes, 'invalidValue')),
      ipChangeInterval: v.optional(IpChangeInterval),
    },
    'selectProxyFirst',
  ),
  v.check(
    (input) => input.comment !== undefined || input.ipChangeMode !== undefined || input.ipChangeInterval !== undefined,
    'fieldIsEmpty',
  ),
)
export const ChangePasswordInput = v.object({ listBoughtProxyId: Selection, password: ProxyPassword }, 'fieldIsEmpty')
export const AutoRenewListInput = v.object({ listBoughtProxyId: Selection, autoRenew: v.boolean('invalidValue') }, 'fieldIsEmpty')
export const SelectionInput = v.object({ listBoughtProxyId: Selection }, 'selectProxyFirst')
export const TagAssignInput = v.object(
  { listProxyId: Selection, tagId: v.pipe(v.string('fieldIsEmpty'), v.nonEmpty('fieldIsEmpty')) },
  'fieldIsEmpty',
)
export const UntagInput = v.object({ listProxyId: Selection }, 'selectProxyFirst')
export const UserAutoRenewInput = v.object({ autoRenew: v.boolean('invalidValue') }, 'fieldIsEmpty')
/** How many of the selection a bulk call changed (the rest were not the caller's or not in use). */
export const BulkAnswer = v.object({ updated: v.number() })
/** Auto-renew of a selection: how many proxies' switch changed, and how many orders were split for it (ADR 0035). */
export const AutoRenewListAnswer = v.object({ updated: v.number(), split: v.number() })

export const TagName = v.pipe(v.string('tagNameRequired'), v.trim(), v.nonEmpty('tagNameRequired'), v.maxLength(TAG_NAME_MAX, 'tooLong'))
export const TagInput = v.object({ name: TagName }, 'tagNameRequired')
export const TagView = v.object({ _id: v.string(), name: v.string(), count: v.number() })
export type TagView = v.InferOutput<typeof TagView>

/** Answer of a change-IP call: each proxy's outcome (spec: the status goes 'changing', then 'changed at {time}'). */
export const ChangeIpAnswer = v.object({
  results: v.array(v.object({ id: v.string(), ok: v.boolean(), code: v.optional(v.string()) })),
})
export type ChangeIpAnswer = v.InferOutput<typeof ChangeIpAnswer>

/** A bought proxy as the shared export formats know it ('ipv4 static', tag and comment as shown): the portal's export and the extension's copy. */
export const exportRecordOf = (proxy: BoughtProxyView): ExportRecord => ({
  host: proxy.host,
  httpPort: proxy.httpPort,
  socksPort: proxy.socksPort,
  username: proxy.username,
  password: proxy.password,
  countryCode: proxy.countryCode,
  type: `${proxy.ipVersion} ${proxy.ipMode}`,
  expiresAt: proxy.expiresAt,
  tag: proxy.tagName ?? '',
  comment: proxy.comment,
})
