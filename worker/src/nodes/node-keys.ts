import { eq } from 'drizzle-orm'
import { sha256 } from '../auth/crypto'
import { fail, ok, type Result } from '../contract/errors'
import type { NodeKeyAnswer } from '../contract/inventory'
import type { Database } from '../db/client'
import { subServers } from '../db/schema'
import { newNodeKey } from './node-key'

/** How much of a key the admin page shows, so two keys can be told apart; the rest is never stored. */
const SHOWN = 10

/**
 * A new key for the node, shown once (ADR 0018): only its SHA-256 is stored, and the previous key
 * stops working at once. The node program sends it as X-Node-Key; the key names the node.
 */
export async function issueNodeKey(db: Database, id: string, now: number): Promise<Result<NodeKeyAnswer>> {
  const key = newNodeKey()
  const prefix = key.slice(0, SHOWN)
  const [row] = await db
    .update(subServers)
    .set({ keyHash: await sha256(key), keyPrefix: prefix, keyIssuedAt: now, updatedAt: now })
    .where(eq(subServers.id, id))
    .returning({ id: subServers.id })
  return row ? ok({ subServerId: id, key, prefix }) : fail('NOT_FOUND')
}

/**
 * Revokes the node's key: its calls are refused from now on. A node keeps serving its last feed
 * from disk, so switch the node off first (its proxies locked) when it must stop serving.
 */
export async function revokeNodeKey(db: Database, id: string, now: number): Promise<Result<{ ok: true }>> {
  const [row] = await db
    .update(subServers)
    .set({ keyHash: null, keyPrefix: null, keyIssuedAt: null, updatedAt: now })
    .where(eq(subServers.id, id))
    .returning({ id: subServers.id })
  return row ? ok({ ok: true }) : fail('NOT_FOUND')
}
