import { sql } from 'drizzle-orm'
import { SHARED_PROXY_CAPACITY } from '../contract/plans'
import type { Database } from '../db/client'
import type { RawStatement } from '../money/purchase'

/** The shared product: plans and trials use shared static IPv4 proxies, priced and stocked as such. */
export const SHARED_PRODUCT = { kind: 'shared', ipVersion: 'ipv4', ipMode: 'static' } as const

export type Owner = { type: 'plan' | 'trial'; id: string }

const statement = (text: string, ...params: unknown[]): RawStatement => ({ sql: text, params })

/** The owner's live assignments in one country (?1 owner type, ?2 owner id, ?3 country). */
const LIVE_IN_COUNTRY = `(SELECT count(*) FROM shared_assignments a JOIN proxies q ON q.id = a.proxy_id
  WHERE a.owner_type = ?1 AND a.owner_id = ?2 AND a.released = 0 AND q.country_code = ?3)`

/**
 * Brings the owner's proxies in a country up to `target`, then checks it got there. Inside a D1
 * batch (one transaction, and D1 runs them one at a time) the claim counts every live assignment of
 * each proxy, so no shared proxy ever serves more than SHARED_PROXY_CAPACITY owners; a claim that
 * comes up short fails the stock claim's CHECK and with it the whole batch (NOT_ENOUGT_PROXY).
 * Inventory rows stay 'free': a shared proxy is never sold to one customer.
 */
export function claimShared(owner: Owner, country: string, target: number, now: number): RawStatement[] {
  return [
    statement(
      `INSERT INTO shared_assignments (id, owner_type, owner_id, proxy_id, released, created_at)
      SELECT lower(hex(randomblob(16))), ?1, ?2, p.id, 0, ?5 FROM proxies p
      WHERE p.kind = 'shared' AND p.ip_version = 'ipv4' AND p.ip_mode = 'static' AND p.status = 'free' AND p.country_code = ?3
        AND (SELECT count(*) FROM shared_assignments c WHERE c.proxy_id = p.id AND c.released = 0) < ?6
        AND NOT EXISTS (SELECT 1 FROM shared_assignments o WHERE o.proxy_id = p.id AND o.owner_type = ?1 AND o.owner_id = ?2 AND o.released = 0)
      ORDER BY random() LIMIT max(0, ?4 - ${LIVE_IN_COUNTRY})`,
      owner.type,
      owner.id,
      country,
      target,
      now,
      SHARED_PROXY_CAPACITY,
    ),
    statement(
      `INSERT INTO stock_claims (id, wanted, got) VALUES (?5, ?4, ${LIVE_IN_COUNTRY})`,
      owner.type,
      owner.id,
      country,
      target,
      crypto.randomUUID(),
    ),
  ]
}

/** Lets go of the owner's newest proxies in a country beyond `target` (a country's share shrank). */
export function releaseExcess(owner: Owner, country: string, target: number): RawStatement {
  return statement(
    `UPDATE shared_assignments SET released = 1 WHERE id IN (
      SELECT a.id FROM shared_assignments a JOIN proxies q ON q.id = a.proxy_id
      WHERE a.owner_type = ?1 AND a.owner_id = ?2 AND a.released = 0 AND q.country_code = ?3
      ORDER BY a.created_at DESC, a.id LIMIT max(0, ${LIVE_IN_COUNTRY} - ?4))`,
    owner.type,
    owner.id,
    country,
    target,
  )
}

/** Lets go of the owner's proxies outside the given countries. */
export function releaseOutside(owner: Owner, countries: readonly string[]): RawStatement {
  return statement(
    `UPDATE shared_assignments SET released = 1 WHERE owner_type = ?1 AND owner_id = ?2 AND released = 0
      AND proxy_id IN (SELECT id FROM proxies WHERE country_code NOT IN (SELECT value FROM json_each(?3)))`,
    owner.type,
    owner.id,
    JSON.stringify(countries),
  )
}

/** Lets go of the owner's proxies an admin took out of service. */
export function releaseDisabled(owner: Owner): RawStatement {
  return statement(
    `UPDATE shared_assignments SET released = 1 WHERE owner_type = ?1 AND owner_id = ?2 AND released = 0
      AND proxy_id IN (SELECT id FROM proxies WHERE status = 'disabled')`,
    owner.type,
    owner.id,
  )
}

/**
 * A condition the batch needs to hold when it runs (the plan as it was read, no plan yet): the
 * stock claim's CHECK fails the whole batch when `condition` counts anything but exactly one row.
 */
export function guard(condition: string, ...params: unknown[]): RawStatement {
  return statement(`INSERT INTO stock_claims (id, wanted, got) VALUES (?, 1, (${condition}))`, crypto.randomUUID(), ...params)
}

/** Shared proxies with room for one more owner, per country: the capacity the buy form shows. */
export async function sharedCapacity(db: Database): Promise<Map<string, number>> {
  const rows = await db.all<{ country: string; available: number }>(sql`
    SELECT p.country_code AS country, count(*) AS available FROM proxies p
    WHERE p.kind = 'shared' AND p.ip_version = 'ipv4' AND p.ip_mode = 'static' AND p.status = 'free'
      AND (SELECT count(*) FROM shared_assignments a WHERE a.proxy_id = p.id AND a.released = 0) < ${SHARED_PROXY_CAPACITY}
    GROUP BY p.country_code`)
  return new Map(rows.map((row) => [row.country, row.available]))
}
