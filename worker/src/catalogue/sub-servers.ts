import { and, asc, count, eq, sql } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import type { CreateSubServerInput, NodeHealthView, SubServerView, UpdateSubServerInput } from '../contract/inventory'
import { NODE_OFFLINE_AFTER_MS } from '../contract/node-feed'
import type { Database } from '../db/client'
import { proxies, subServers } from '../db/schema'
import { failedConstraint, orConflict } from './constraints'
import { isListedCountry } from './countries'

const SAME_NAME = /UNIQUE constraint failed: sub_servers\.name/

type SubServerRow = typeof subServers.$inferSelect

export async function findSubServer(db: Database, id: string): Promise<SubServerRow | null> {
  const [row] = await db.select().from(subServers).where(eq(subServers.id, id)).limit(1)
  return row ?? null
}

/** A node's last heartbeat, or null when it never reported. */
function healthOf(row: SubServerRow, now: number): NodeHealthView | null {
  if (row.lastSeenAt === null) return null
  return {
    online: now - row.lastSeenAt < NODE_OFFLINE_AFTER_MS,
    lastSeenAt: row.lastSeenAt,
    version: row.nodeVersion ?? '',
    startedAt: row.startedAt ?? 0,
    uptimeSeconds: row.uptimeSeconds ?? 0,
    proxiesServed: row.proxiesServed ?? 0,
    listeners: row.listeners ?? 0,
    openConnections: row.openConnections ?? 0,
    bytesPerSecond: row.bytesPerSecond ?? 0,
    pendingReports: row.pendingReports ?? 0,
    appliedFeedVersion: row.appliedFeedVersion === null ? null : String(row.appliedFeedVersion),
    feedAppliedAt: row.feedAppliedAt,
    lastError: row.lastError,
  }
}

/** Every node with its key, its health and its proxies counted by status (one grouped query). */
export async function listSubServers(db: Database, now: number): Promise<SubServerView[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(subServers).orderBy(asc(subServers.name)),
    db
      .select({ subServerId: proxies.subServerId, status: proxies.status, n: count() })
      .from(proxies)
      .groupBy(proxies.subServerId, proxies.status),
  ])
  return rows.map((row) => {
    const tally = { free: 0, sold: 0, disabled: 0 }
    for (const c of counts) if (c.subServerId === row.id) tally[c.status] = c.n
    return {
      _id: row.id,
      name: row.name,
      host: row.host,
      countryCode: row.countryCode,
      enabled: row.enabled,
      note: row.note,
      ipv6Prefix: row.ipv6Prefix,
      key: row.keyPrefix !== null && row.keyIssuedAt !== null ? { prefix: row.keyPrefix, issuedAt: row.keyIssuedAt } : null,
      feedVersion: String(row.feedVersion),
      health: healthOf(row, now),
      proxies: tally,
    }
  })
}

async function view(db: Database, id: string, now: number): Promise<Result<SubServerView>> {
  const found = (await listSubServers(db, now)).find((server) => server._id === id)
  return found ? ok(found) : fail('NOT_FOUND')
}

export async function createSubServer(db: Database, input: CreateSubServerInput, now: number): Promise<Result<SubServerView>> {
  if (!(await isListedCountry(db, input.countryCode))) return fail('INVALID_COUNTRY')
  const id = crypto.randomUUID()
  const created = await orConflict(() => db.insert(subServers).values({ id, ...input, createdAt: now, updatedAt: now }), SAME_NAME, null)
  return created === null ? fail('SUB_SERVER_ALREADY_EXISTS') : view(db, id, now)
}

/**
 * Changes the fields given. Turning a node off takes its free proxies out of sale in the same batch
 * (turning it on again leaves them off: an admin puts back the ones that work, from the proxy list).
 */
export async function updateSubServer(db: Database, id: string, change: UpdateSubServerInput, now: number): Promise<Result<SubServerView>> {
  if (change.countryCode !== undefined && !(await isListedCountry(db, change.countryCode))) return fail('INVALID_COUNTRY')
  const update = db
    .update(subServers)
    .set({ ...change, updatedAt: now })
    .where(eq(subServers.id, id))
    .returning({ id: subServers.id })
  const off = db
    .update(proxies)
    .set({ status: 'disabled', updatedAt: now })
    .where(and(eq(proxies.subServerId, id), eq(proxies.status, 'free')))
  const written = await orConflict(
    async () => (change.enabled === false ? (await db.batch([update, off]))[0] : await update),
    SAME_NAME,
    null,
  )
  if (written === null) return fail('SUB_SERVER_ALREADY_EXISTS')
  return written.length ? view(db, id, now) : fail('NOT_FOUND')
}

/**
 * Deletes a node with its proxies, but only while none of them is sold or named in a customer's
 * history: then it is SUB_SERVER_IN_USE (turn it off instead). The delete itself keeps sold proxies,
 * so a sale racing it fails the batch on the foreign key rather than losing a customer's proxy.
 */
export async function deleteSubServer(db: Database, id: string): Promise<Result<{ ok: true }>> {
  if (!(await findSubServer(db, id))) return fail('NOT_FOUND')
  const [held] = await db
    .select({ n: count() })
    .from(proxies)
    .where(
      and(
        eq(proxies.subServerId, id),
        sql`(${proxies.status} = 'sold' OR EXISTS (SELECT 1 FROM bought_proxies b WHERE b.proxy_id = ${proxies.id})
          OR EXISTS (SELECT 1 FROM proxy_keys k WHERE k.proxy_id = ${proxies.id}))`,
      ),
    )
  if ((held?.n ?? 0) > 0) return fail('SUB_SERVER_IN_USE')
  try {
    await db.batch([
      db.delete(proxies).where(and(eq(proxies.subServerId, id), sql`${proxies.status} <> 'sold'`)),
      db.delete(subServers).where(eq(subServers.id, id)),
    ])
  } catch (error) {
    if (failedConstraint(error, /FOREIGN KEY constraint failed/)) return fail('SUB_SERVER_IN_USE')
    throw error
  }
  return ok({ ok: true })
}
