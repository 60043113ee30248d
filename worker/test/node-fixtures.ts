import { env } from 'cloudflare:workers'
import { sha256 } from '../src/auth/crypto'
import type { Heartbeat, HeartbeatAnswer, NodeFeed, UsageAnswer, UsageItem } from '../src/contract/node-feed'
import { database } from '../src/db/client'
import { issueNodeKey } from '../src/nodes/node-keys'
import { call } from './accounts'
import { okJson } from './order-fixtures'

const keys = new Map<string, string>()

/** The node's key, issued once per test file's fresh database (the admin API's own tests: node-keys.test.ts). */
export async function keyOf(subServerId: string): Promise<string> {
  const known = keys.get(subServerId)
  const stored = await env.DB.prepare('SELECT key_hash AS hash FROM sub_servers WHERE id = ?')
    .bind(subServerId)
    .first<{ hash: string | null }>()
  if (known && stored?.hash === (await sha256(known))) return known
  const issued = await issueNodeKey(database(env.DB), subServerId, Date.now())
  if (!issued.ok) throw new Error(`no node ${subServerId}`)
  keys.set(subServerId, issued.value.key)
  return issued.value.key
}

const nodeCall = (key: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) =>
  call(`/api/sub-server/${path}`, init.body, { headers: { 'x-node-key': key, ...init.headers } })

/** A node's pull of its feed (with the ETag it holds, if any). */
export const pull = (key: string, etag?: string) => nodeCall(key, 'feed', { headers: etag ? { 'if-none-match': etag } : {} })

export const feedOf = async (subServerId: string) => okJson<NodeFeed>(pull(await keyOf(subServerId)))

export const report = (key: string, body: unknown) => nodeCall(key, 'usage', { body })

let epochs = 0
/** A usage batch of this node's journal (a fresh epoch per call of `journal`). */
export function journal() {
  const epoch = `epoch-${++epochs}-${crypto.randomUUID()}`
  return (seq: number, items: UsageItem[], at = Date.now()) => ({ epoch, seq, from: at - 10_000, to: at, items })
}

export const sendUsage = (key: string, body: unknown) => okJson<UsageAnswer>(report(key, body))

export const beat = (key: string, body: unknown) => nodeCall(key, 'heartbeat', { body })

/** A heartbeat as a healthy node sends it, serving `feedVersion`. */
export const heartbeat = (feedVersion: string | null, extra: Partial<Heartbeat> = {}): Heartbeat => ({
  version: '0.1.0',
  startedAt: Date.now() - 60_000,
  uptimeSeconds: 60,
  feedVersion,
  feedAppliedAt: feedVersion === null ? null : Date.now() - 1000,
  proxiesServed: 3,
  listeners: 6,
  openConnections: 2,
  bytesPerSecond: 1200.5,
  pendingReports: 0,
  lastError: null,
  ...extra,
})

export const sendBeat = async (key: string, body: Heartbeat) => okJson<HeartbeatAnswer>(beat(key, body))

/** The node an inventory proxy lives on. */
export const nodeOf = async (proxyId: string) =>
  (await env.DB.prepare('SELECT sub_server_id AS id FROM proxies WHERE id = ?').bind(proxyId).first<{ id: string }>())?.id ?? ''

/** The feed's entry of an inventory proxy. */
export const entryOf = (feed: NodeFeed, proxyId: string) => feed.proxies.find((proxy) => proxy.id === proxyId)
