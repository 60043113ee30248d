import { and, eq, inArray, sql } from 'drizzle-orm'
import type { NodeOwnerKind } from '../contract/node-feed'
import { periodStartOf } from '../contract/usage'
import type { Database } from '../db/client'
import { usageTotals } from '../db/schema'

/** An owner and the start of its allowance windows (the order's or the plan's start). */
export type Metered = { owner: NodeOwnerKind; ownerId: string; anchor: number }

/**
 * Bytes each owner moved in its current window (contract/usage.ts), keyed by owner id; one read of
 * the per-period totals, whatever the number of owners (D1 binds at most 100 parameters: one JSON list).
 */
export async function usedNow(db: Database, metered: Metered[], now: number): Promise<Map<string, number>> {
  const used = new Map<string, number>()
  if (metered.length === 0) return used
  const kinds = [...new Set(metered.map((item) => item.owner))]
  const rows = await db
    .select({
      owner: usageTotals.owner,
      ownerId: usageTotals.ownerId,
      periodStart: usageTotals.periodStart,
      up: usageTotals.up,
      down: usageTotals.down,
    })
    .from(usageTotals)
    .where(
      and(
        inArray(usageTotals.owner, kinds),
        sql`${usageTotals.ownerId} IN (SELECT value FROM json_each(${JSON.stringify(metered.map((item) => item.ownerId))}))`,
      ),
    )
  const current = new Map(metered.map((item) => [`${item.owner}:${item.ownerId}`, periodStartOf(item.anchor, now)]))
  for (const row of rows) {
    if (current.get(`${row.owner}:${row.ownerId}`) === row.periodStart) used.set(row.ownerId, row.up + row.down)
  }
  return used
}

/** What one owner moved in its current window. */
export async function usedBy(db: Database, metered: Metered, now: number): Promise<number> {
  const [row] = await db
    .select({ up: usageTotals.up, down: usageTotals.down })
    .from(usageTotals)
    .where(
      and(
        eq(usageTotals.owner, metered.owner),
        eq(usageTotals.ownerId, metered.ownerId),
        eq(usageTotals.periodStart, periodStartOf(metered.anchor, now)),
      ),
    )
  return row ? row.up + row.down : 0
}
