import ipaddr from 'ipaddr.js'
import * as v from 'valibot'
import { inventoryKinds, Product, proxyStatuses } from './catalogue'
import { CountryCodeInput, ProductFilter } from './catalogue-admin'
import { ListQuery } from './list'
import { requiredText } from './validation'

/** How an imported list's proxies are reached: their port is the HTTP or the SOCKS5 port. */
export const proxyProtocols = ['http', 'socks5'] as const
export type ProxyProtocol = (typeof proxyProtocols)[number]

/**
 * Why one line of an import could not be read (texts: `inventory_problem_<code>`): not one of the
 * accepted forms, a bad host or port, a URL scheme other than the chosen protocol, missing credentials.
 */
export const proxyLineProblems = ['format', 'host', 'port', 'scheme', 'credentials'] as const
export type ProxyLineProblem = (typeof proxyLineProblems)[number]

/** Most lines (proxies) one import reads: one D1 statement inserts them all. */
export const MAX_IMPORT_LINES = 5000

const HostInput = v.pipe(
  v.string('fieldIsEmpty'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('fieldIsEmpty'),
  v.maxLength(253, 'tooLong'),
  v.regex(/^[a-z0-9.:[\]-]+$/, 'invalidValue'),
)

/** Prefixes a node may draw IPv6 exits from: a /32 (a whole allocation) to a /120, written as a network ('fd00:7696::/64'). */
export const IPV6_PREFIX_MIN = 32
export const IPV6_PREFIX_MAX = 120

/** An IPv6 network in CIDR form, normalised ('FD00:7696:0::/64' -> 'fd00:7696::/64'); '' or null: none. */
export const Ipv6PrefixInput = v.pipe(
  v.nullable(v.pipe(v.string('invalidValue'), v.trim(), v.maxLength(64, 'tooLong'))),
  v.transform((text) => (text ? text : null)),
  v.check((text) => text === null || ipv6Network(text) !== null, 'ipv6Prefix'),
  v.transform((text) => (text === null ? null : ipv6Network(text))),
)

/** The normalised network of an IPv6 CIDR whose host bits are zero, or null. */
export function ipv6Network(text: string): string | null {
  if (!ipaddr.IPv6.isValidCIDR(text)) return null
  const [address, length] = ipaddr.IPv6.parseCIDR(text)
  if (length < IPV6_PREFIX_MIN || length > IPV6_PREFIX_MAX) return null
  const network = ipaddr.IPv6.networkAddressFromCIDR(text)
  return network.toString() === address.toString() ? `${network.toString()}/${length}` : null
}

const subServerFields = {
  name: requiredText(60),
  host: HostInput,
  countryCode: CountryCodeInput,
  enabled: v.boolean('invalidValue'),
  note: v.pipe(v.string('invalidValue'), v.trim(), v.maxLength(300, 'tooLong')),
  ipv6Prefix: Ipv6PrefixInput,
}

/** `POST /api/sub-server/create`: a proxy node (the spec's sub-server). */
export const CreateSubServerInput = v.object({
  ...subServerFields,
  enabled: v.optional(subServerFields.enabled, true),
  note: v.optional(subServerFields.note, ''),
  ipv6Prefix: v.optional(subServerFields.ipv6Prefix, null),
})
export type CreateSubServerInput = v.InferOutput<typeof CreateSubServerInput>

/** `PUT /api/sub-server/update/{id}`: only the fields given change. Turning a node off takes its free proxies out of sale. */
export const UpdateSubServerInput = v.partial(v.object(subServerFields))
export type UpdateSubServerInput = v.InferOutput<typeof UpdateSubServerInput>

/** A node's last heartbeat as the admin sees it (contract/node-feed.ts Heartbeat); `online`: within NODE_OFFLINE_AFTER_MS. */
export const NodeHealthView = v.object({
  online: v.boolean(),
  lastSeenAt: v.number(),
  version: v.string(),
  startedAt: v.number(),
  uptimeSeconds: v.number(),
  proxiesServed: v.number(),
  listeners: v.number(),
  openConnections: v.number(),
  bytesPerSecond: v.number(),
  pendingReports: v.number(),
  /** The feed version the node serves, and when it applied it (its last sync). */
  appliedFeedVersion: v.nullable(v.string()),
  feedAppliedAt: v.nullable(v.number()),
  lastError: v.nullable(v.string()),
})
export type NodeHealthView = v.InferOutput<typeof NodeHealthView>

export const SubServerView = v.object({
  _id: v.string(),
  name: v.string(),
  host: v.string(),
  countryCode: v.string(),
  enabled: v.boolean(),
  note: v.string(),
  ipv6Prefix: v.nullable(v.string()),
  /** Its node key: the first characters and when it was issued; null: none (the node program cannot connect). */
  key: v.nullable(v.object({ prefix: v.string(), issuedAt: v.number() })),
  /** The portal's feed version for this node now (the node is in sync when it serves this one). */
  feedVersion: v.string(),
  /** null: the node never reported (outside proxies imported from a list have no node program). */
  health: v.nullable(NodeHealthView),
  /** Its proxies by status. */
  proxies: v.object({ free: v.number(), sold: v.number(), disabled: v.number() }),
})
export type SubServerView = v.InferOutput<typeof SubServerView>

/** `POST /api/sub-server/issue-key/{id}`: a new key for the node, shown this once (the previous one stops working). */
export const NodeKeyAnswer = v.object({ subServerId: v.string(), key: v.string(), prefix: v.string() })
export type NodeKeyAnswer = v.InferOutput<typeof NodeKeyAnswer>

/** A carrier or region of imported proxies' exits as typed; '' or absent: none. */
const StockLabel = v.optional(
  v.pipe(
    v.nullable(v.pipe(v.string('invalidValue'), v.trim(), v.maxLength(40, 'tooLong'))),
    v.transform((text) => text || null),
  ),
  null,
)

/**
 * `POST /api/sub-server/import-proxies`: a text list, one proxy per line, for one node and one product
 * (kind 'rotating': the pool rotating keys draw from, ADR 0028), with the carrier and region of their
 * exits where known.
 */
export const ImportProxiesInput = v.object({
  subServerId: v.pipe(v.string('fieldIsEmpty'), v.nonEmpty('fieldIsEmpty'), v.maxLength(64, 'tooLong')),
  ...Product.entries,
  kind: v.picklist(inventoryKinds, 'invalidValue'),
  countryCode: CountryCodeInput,
  carrier: StockLabel,
  region: StockLabel,
  protocol: v.picklist(proxyProtocols, 'invalidValue'),
  text: v.pipe(
    v.string('fieldIsEmpty'),
    v.maxLength(MAX_IMPORT_LINES * 100, 'tooLong'),
    v.check((text) => text.trim().length > 0, 'fieldIsEmpty'),
    v.check((text) => text.split('\n').length <= MAX_IMPORT_LINES, 'tooLong'),
  ),
  /** Only read and check the list: nothing is stored. */
  dryRun: v.optional(v.boolean('invalidValue'), false),
})
export type ImportProxiesInput = v.InferOutput<typeof ImportProxiesInput>

export const ImportLineError = v.object({ line: v.number(), message: v.picklist(proxyLineProblems) })
export type ImportLineError = v.InferOutput<typeof ImportLineError>

/**
 * What an import did (or, on a dry run, would do). Any line error stops the whole import: nothing is
 * stored until every line reads. Duplicates (the same host and port already in stock or earlier in
 * the list) are skipped and listed, never stored twice.
 */
export const ImportProxiesAnswer = v.object({
  dryRun: v.boolean(),
  imported: v.number(),
  duplicates: v.array(v.object({ line: v.number(), address: v.string() })),
  errors: v.array(ImportLineError),
})
export type ImportProxiesAnswer = v.InferOutput<typeof ImportProxiesAnswer>

export const InventoryQuery = v.object({
  ...ListQuery.entries,
  ...ProductFilter,
  kind: v.optional(v.picklist(inventoryKinds, 'invalidValue')),
  status: v.optional(v.picklist(proxyStatuses, 'invalidValue')),
  subServerId: v.optional(v.pipe(v.string(), v.maxLength(64, 'tooLong'))),
})
export type InventoryQuery = v.InferOutput<typeof InventoryQuery>

export const InventoryProxyView = v.object({
  _id: v.string(),
  subServerId: v.string(),
  subServerName: v.string(),
  host: v.string(),
  httpPort: v.nullable(v.number()),
  socksPort: v.nullable(v.number()),
  username: v.string(),
  password: v.string(),
  countryCode: v.string(),
  ...Product.entries,
  kind: v.picklist(inventoryKinds),
  carrier: v.nullable(v.string()),
  region: v.nullable(v.string()),
  status: v.picklist(proxyStatuses),
  createdAt: v.number(),
})
export type InventoryProxyView = v.InferOutput<typeof InventoryProxyView>

/** `PUT /api/sub-server/proxy-status`: put proxies on sale or take them out; sold ones are never touched. */
export const ProxyStatusInput = v.object({
  listProxyId: v.pipe(
    v.array(v.pipe(v.string('invalidValue'), v.maxLength(64, 'tooLong')), 'invalidValue'),
    v.minLength(1, 'fieldIsEmpty'),
    v.maxLength(500, 'tooLong'),
  ),
  status: v.picklist(['free', 'disabled'] as const, 'invalidValue'),
})

export const ProxyStatusAnswer = v.object({ updated: v.number() })
