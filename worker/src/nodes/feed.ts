import { KEY_NODE_POLL_SECONDS, NODE_POLL_SECONDS, type NodeAccess, type NodeFeed, type NodeProxy } from '../contract/node-feed'
import { type AccessFacts, nodeAccess } from '../domain/node-access'
import { NODE_ROW, type NodeRow, PROXY_ROWS, type ProxyRow, SHARED_ROWS, type SharedRow } from './feed-queries'

const splitLines = (stored: string | null) => (stored ?? '').split('\n').filter((ip) => ip !== '')

/** The accesses of one proxy: its holder (or, free, the inventory login) and the plans and trials sharing it. */
function accessesOf(row: ProxyRow, shared: SharedRow[], nodeOn: boolean, now: number): NodeAccess[] {
  const proxyLocked = !nodeOn || row.status === 'disabled'
  const list: AccessFacts[] = []
  if (row.bought_id !== null) {
    list.push({
      owner: 'private',
      ownerId: row.bought_id,
      username: row.b_username ?? '',
      password: row.b_password ?? '',
      authIps: splitLines(row.b_auth_ips),
      expiresAt: row.b_expires_at,
      expired: row.b_status === 'expired',
      locked: proxyLocked || row.b_locked === 1,
      allowanceGb: row.allowance_gb,
      usedBytes: row.used,
    })
  } else if (row.key_id !== null) {
    // A rotating key's endpoint (ADR 0028): its holder's login; no allowance, keys are sold by time.
    list.push({
      owner: 'key',
      ownerId: row.key_id,
      username: row.k_username ?? '',
      password: row.k_password ?? '',
      authIps: splitLines(row.k_auth_ips),
      expiresAt: row.k_expires_at,
      expired: row.k_status === 'expired',
      locked: proxyLocked || row.k_locked === 1,
      allowanceGb: null,
      usedBytes: 0,
    })
  } else if (row.status === 'free') {
    // ADR 0015: a free proxy lets in the shop's own inventory login (the admin's stock checks).
    const inventory = { owner: 'inventory', ownerId: row.id, username: row.username, password: row.password } as const
    list.push({ ...inventory, authIps: [], expiresAt: null, expired: false, locked: !nodeOn, allowanceGb: null, usedBytes: 0 })
  }
  for (const owner of shared) {
    list.push({
      owner: owner.owner_type,
      ownerId: owner.owner_id,
      username: owner.username,
      password: owner.password,
      authIps: JSON.parse(owner.auth_ips) as string[],
      expiresAt: owner.expires_at,
      expired: owner.expired === 1,
      locked: proxyLocked || owner.owner_locked === 1,
      allowanceGb: owner.owner_type === 'plan' ? owner.allowance_gb : null,
      usedBytes: owner.used,
    })
  }
  return list.map((facts) => nodeAccess(facts, now))
}

/**
 * `GET /api/sub-server/feed`: every proxy of the node with who may use it now (contract/node-feed.ts,
 * ADR 0018). Three reads in one D1 batch, so the version names exactly this content.
 */
export async function nodeFeed(d1: D1Database, subServerId: string, now: number): Promise<NodeFeed> {
  const [nodeRows, proxyRows, sharedRows] = await d1.batch([
    d1.prepare(NODE_ROW).bind(subServerId),
    d1.prepare(PROXY_ROWS).bind(subServerId, now),
    d1.prepare(SHARED_ROWS).bind(subServerId, now),
  ])
  const node = nodeRows?.results[0] as NodeRow | undefined
  if (!node) throw new Error(`node ${subServerId} vanished while its feed was read`)
  const byProxy = new Map<string, SharedRow[]>()
  for (const row of (sharedRows?.results ?? []) as SharedRow[]) {
    const list = byProxy.get(row.proxy_id)
    if (list) list.push(row)
    else byProxy.set(row.proxy_id, [row])
  }
  const proxies: NodeProxy[] = ((proxyRows?.results ?? []) as ProxyRow[]).map((row) => ({
    id: row.id,
    listenHost: row.host,
    httpPort: row.http_port,
    socksPort: row.socks_port,
    exitAddress: row.exit_address,
    ipVersion: row.ip_version,
    access: accessesOf(row, byProxy.get(row.id) ?? [], node.enabled === 1, now),
  }))
  return {
    subServerId,
    version: String(node.feed_version),
    generatedAt: now,
    // A node serving rotating keys pulls more often: a key's IP change waits for it (ADR 0028).
    pollSeconds: node.has_keys === 1 ? KEY_NODE_POLL_SECONDS : NODE_POLL_SECONDS,
    ipv6Prefix: node.ipv6_prefix,
    countedUsage: node.usage_epoch === null ? null : { epoch: node.usage_epoch, seq: node.usage_seq ?? 0 },
    proxies,
  }
}
