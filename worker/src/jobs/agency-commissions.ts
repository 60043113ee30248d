import { sql } from 'drizzle-orm'
import { DAY_MS } from '../contract/shop-days'
import { database } from '../db/client'
import { loadPublicSettings } from '../db/settings'
import type { Env } from '../env'
import { accountOf } from '../orders/order-events'

/** Commissions handled per tick at most; the rest wait for the next tick (five minutes against days of pending). */
const BATCH = 200

/**
 * Commissions on the five-minute tick: each pending one whose days (the setting, as it is now) are
 * over is credited to its agent, and what refunds reversed of credited ones is taken back, each
 * through the agent's own lock. Every step is keyed in the ledger, so two ticks at once pay once.
 */
export async function settleCommissions(env: Env, now: number): Promise<void> {
  const db = database(env.DB)
  const dueBy = now - (await loadPublicSettings(db)).agency.pendingDays * DAY_MS
  const [due, owed] = await Promise.all([
    db.all<{ id: string; agentId: string }>(sql`SELECT id, agent_id AS agentId FROM commissions
      WHERE status = 'pending' AND created_at <= ${dueBy} ORDER BY created_at LIMIT ${BATCH}`),
    db.all<{ id: string; agentId: string }>(sql`SELECT id, agent_id AS agentId FROM commissions
      WHERE status = 'credited' AND paid - (amount - reversed) - clawed_back > 0 ORDER BY updated_at LIMIT ${BATCH}`),
  ])
  for (const row of due)
    await accountOf(env, row.agentId).moneyOp({ kind: 'commission-credit', userId: row.agentId, commissionId: row.id, dueBy }, now)
  for (const row of owed)
    await accountOf(env, row.agentId).moneyOp({ kind: 'commission-clawback', userId: row.agentId, commissionId: row.id }, now)
}
