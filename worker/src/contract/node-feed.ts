import * as v from 'valibot'

/**
 * The contract between the portal and its proxy nodes (ADR 0018). A node authenticates every call
 * with its own key (`X-Node-Key: pn_…`, issued and revoked per node on /admin/inventory); the key
 * names the node, so no call carries a node id.
 *
 * - `GET /api/sub-server/feed`: what the node serves now. ETag; `If-None-Match` answers 304.
 * - `POST /api/sub-server/usage`: bytes moved, in numbered batches; a batch is counted once.
 * - `POST /api/sub-server/heartbeat`: the node's health; its answer says whether the feed changed.
 */

/** Who a way into a proxy belongs to: a private sale, a shared plan, a trial, a rotating key, or the shop's own test login. */
export const nodeOwnerKinds = ['private', 'plan', 'trial', 'key', 'inventory'] as const
export type NodeOwnerKind = (typeof nodeOwnerKinds)[number]

/**
 * Why a node refuses an access whose login or auth IP is right: HTTP 403 and SOCKS5 reply 0x02
 * (connection not allowed by ruleset), with the reason in the 403 body. null: let it in.
 * expired: past its end (kept, renewable); locked: taken out of service (banned owner, disabled
 * proxy or node); quota: its bandwidth allowance is used up.
 */
export const nodeRefusals = ['expired', 'locked', 'quota'] as const
export type NodeRefusal = (typeof nodeRefusals)[number]

const Millis = v.pipe(v.number(), v.integer(), v.minValue(0))
const Bytes = v.pipe(v.number(), v.integer(), v.minValue(0))
const Port = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_535))

/** One way into a proxy: a login (HTTP Basic / RFC 1929) and the client addresses let in without one. */
export const NodeAccess = v.object({
  owner: v.picklist(nodeOwnerKinds),
  /** The bought proxy, plan, trial, key or inventory proxy id; usage is reported per (proxy, owner, ownerId). */
  ownerId: v.string(),
  username: v.string(),
  password: v.string(),
  /** IPv4 client addresses let in without a login (at most 3, spec section 5). */
  authIps: v.pipe(v.array(v.string()), v.maxLength(3)),
  /** Epoch ms after which the node refuses with 'expired' (and closes open tunnels) even before its next pull; null: no end. */
  expiresAt: v.nullable(Millis),
  /**
   * Bytes this access may still move (up + down) as the portal counted it when the feed was made;
   * null: unlimited. The portal's count includes this node's usage batches up to the feed's
   * `countedUsage`; the node subtracts what it moved since (later batches and bytes not yet reported)
   * and stops the access at 0. A plan's allowance spans several nodes: each node enforces its view.
   */
  allowanceBytes: v.nullable(Bytes),
  refusal: v.nullable(v.picklist(nodeRefusals)),
})
export type NodeAccess = v.InferOutput<typeof NodeAccess>

/** One proxy a node serves: where customers connect (as the portal's proxy strings show it) and where its traffic leaves. */
export const NodeProxy = v.object({
  /** The inventory proxy's id: stable across feeds, the key the node diffs by. */
  id: v.string(),
  listenHost: v.string(),
  httpPort: v.nullable(Port),
  socksPort: v.nullable(Port),
  /** The outgoing address (IPv4 or IPv6) the proxy's traffic leaves from. */
  exitAddress: v.string(),
  ipVersion: v.picklist(['ipv4', 'ipv6']),
  /** Empty: nobody gets in (a free proxy not for testing, a released one). */
  access: v.array(NodeAccess),
})
export type NodeProxy = v.InferOutput<typeof NodeProxy>

export const NodeFeed = v.object({
  subServerId: v.string(),
  /**
   * A decimal counter that grows whenever anything in `proxies` changes (also the ETag, quoted). The
   * node reports the version it serves in its heartbeat; the portal treats a change (an IP change)
   * as applied once the node serves a version at least the one that carried it.
   */
  version: v.pipe(v.string(), v.regex(/^\d+$/)),
  generatedAt: Millis,
  /** Seconds the node waits between pulls (at most 30). */
  pollSeconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)),
  /** Where IPv6 exits of this node are drawn from (e.g. '2001:db8:84::/64'); null: none configured. */
  ipv6Prefix: v.nullable(v.string()),
  /** The last usage batch of this node (its epoch and seq) that the allowances above already count; null: none yet. */
  countedUsage: v.nullable(v.object({ epoch: v.string(), seq: v.number() })),
  proxies: v.array(NodeProxy),
})
export type NodeFeed = v.InferOutput<typeof NodeFeed>

/** Bytes one access moved through one proxy in a batch's interval; `up` client to target, `down` target to client. */
export const UsageItem = v.object({
  proxyId: v.string(),
  owner: v.picklist(nodeOwnerKinds),
  ownerId: v.string(),
  up: Bytes,
  down: Bytes,
})
export type UsageItem = v.InferOutput<typeof UsageItem>

/**
 * One batch of usage. `epoch` is made once when the node's journal is created; `seq` counts from 1
 * within it. The portal counts a (node, epoch, seq) once, however often it is sent; the node re-sends
 * until the batch is acknowledged, oldest first.
 */
export const UsageReport = v.object({
  epoch: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  from: Millis,
  to: Millis,
  items: v.pipe(v.array(UsageItem), v.maxLength(20_000)),
})
export type UsageReport = v.InferOutput<typeof UsageReport>

/** `duplicate`: this batch had been counted before; nothing was counted now. */
export const UsageAnswer = v.object({ seq: v.number(), duplicate: v.boolean() })
export type UsageAnswer = v.InferOutput<typeof UsageAnswer>

export const Heartbeat = v.object({
  /** The node program's version. */
  version: v.string(),
  startedAt: Millis,
  uptimeSeconds: v.pipe(v.number(), v.minValue(0)),
  /** The feed version the node serves now (null before its first feed), and when it applied it. */
  feedVersion: v.nullable(v.string()),
  feedAppliedAt: v.nullable(Millis),
  proxiesServed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  listeners: v.pipe(v.number(), v.integer(), v.minValue(0)),
  openConnections: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Over the last interval, both directions summed. */
  bytesPerSecond: v.pipe(v.number(), v.minValue(0)),
  /** Usage batches written but not yet acknowledged. */
  pendingReports: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The last thing that went wrong (feed pull, a port that would not bind, a report refused), or null. */
  lastError: v.nullable(v.pipe(v.string(), v.maxLength(500))),
})
export type Heartbeat = v.InferOutput<typeof Heartbeat>

/** `feedVersion`: the portal's current version; a node serving another one pulls now instead of waiting. */
export const HeartbeatAnswer = v.object({ feedVersion: v.string(), heartbeatSeconds: v.number() })
export type HeartbeatAnswer = v.InferOutput<typeof HeartbeatAnswer>

/** A node is shown offline when its last heartbeat is older than this. */
export const NODE_OFFLINE_AFTER_MS = 90_000
/** At most this long between feed pulls (issue: a password change in force within 30 s). */
export const NODE_POLL_SECONDS = 15
export const NODE_HEARTBEAT_SECONDS = 15
/**
 * The pull interval of a node serving rotating keys (ADR 0028): a key's IP change answers once the node
 * serves it, so the node must see it within seconds. A pull of an unchanged feed is a 304 from one row.
 */
export const KEY_NODE_POLL_SECONDS = 2
