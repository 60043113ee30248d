import { and, asc, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm'
import type { CheckFailure, HealthView } from '../contract/bought-proxies'
import type { Database } from '../db/client'
import { boughtProxies, proxies } from '../db/schema'

/** A bought proxy as the checker needs it: where it listens, the customer's login, its last health. */
export type HeldProxy = {
  id: string
  status: 'using' | 'expired' | 'released'
  host: string
  /** How it leaves: which echo it can reach. */
  ipVersion: 'ipv4' | 'ipv6'
  httpPort: number | null
  socksPort: number | null
  username: string
  password: string
  health: HealthView | null
}

const columns = {
  id: boughtProxies.id,
  status: boughtProxies.status,
  host: proxies.host,
  ipVersion: proxies.ipVersion,
  httpPort: proxies.httpPort,
  socksPort: proxies.socksPort,
  username: boughtProxies.username,
  password: boughtProxies.password,
  checkedAt: boughtProxies.checkedAt,
  checkAlive: boughtProxies.checkAlive,
  checkLatencyMs: boughtProxies.checkLatencyMs,
  checkFailure: boughtProxies.checkFailure,
}

type Row = Omit<HeldProxy, 'health'> & {
  checkedAt: number | null
  checkAlive: boolean | null
  checkLatencyMs: number | null
  checkFailure: CheckFailure | null
}

function held({ checkedAt, checkAlive, checkLatencyMs, checkFailure, ...proxy }: Row): HeldProxy {
  const health = checkedAt === null ? null : { checkedAt, alive: checkAlive ?? false, latencyMs: checkLatencyMs, failure: checkFailure }
  return { ...proxy, health }
}

/** The caller's proxies among `ids` that they still hold (using or expired; released ones are gone). */
export async function heldByUser(db: Database, userId: string, ids: string[]): Promise<HeldProxy[]> {
  const rows = await db
    .select(columns)
    .from(boughtProxies)
    .innerJoin(proxies, eq(proxies.id, boughtProxies.proxyId))
    .where(and(eq(boughtProxies.userId, userId), inArray(boughtProxies.id, ids), ne(boughtProxies.status, 'released')))
  return rows.map(held)
}

/** Proxies in use whose health is oldest (never checked first): the cron's rolling check. */
export async function stalestInUse(db: Database, limit: number): Promise<HeldProxy[]> {
  const rows = await db
    .select(columns)
    .from(boughtProxies)
    .innerJoin(proxies, eq(proxies.id, boughtProxies.proxyId))
    .where(eq(boughtProxies.status, 'using'))
    // SQLite sorts NULL first in ascending order: never-checked proxies go first.
    .orderBy(asc(boughtProxies.checkedAt), asc(boughtProxies.id))
    .limit(limit)
  return rows.map(held)
}

export type HealthUpdate = { id: string; checkedAt: number; alive: boolean; latencyMs: number | null; failure: CheckFailure | null }

/**
 * Stores new health on proxies still in use. A check that finished earlier than the stored one does not
 * overwrite it, so two runs at once (cron and a customer, or two cron ticks) leave the newest.
 */
export async function storeHealth(db: Database, updates: HealthUpdate[]): Promise<void> {
  const [first, ...rest] = updates.map((update) =>
    db
      .update(boughtProxies)
      .set({ checkedAt: update.checkedAt, checkAlive: update.alive, checkLatencyMs: update.latencyMs, checkFailure: update.failure })
      .where(
        and(
          eq(boughtProxies.id, update.id),
          eq(boughtProxies.status, 'using'),
          or(isNull(boughtProxies.checkedAt), lte(boughtProxies.checkedAt, update.checkedAt)),
        ),
      ),
  )
  if (first) await db.batch([first, ...rest])
}
