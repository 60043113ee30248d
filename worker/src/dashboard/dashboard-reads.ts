import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { SPEND_TYPES } from '../contract/admin-overview'
import { DASHBOARD_RECENT } from '../contract/dashboard'
import { KEEP_EXPIRED_MS } from '../contract/orders'
import { periodStart } from '../contract/shop-days'
import { EXPIRING_SOON_MS } from '../contract/stats'
import type { Database } from '../db/client'
import { orders, topups, users } from '../db/schema'

const spendTypes = sql.join(
  SPEND_TYPES.map((type) => sql`${type}`),
  sql`, `,
)

/** The balance, and what this shop month's purchases cost less what was refunded (as /admin counts revenue). */
export async function balanceAndMonthSpend(db: Database, userId: string, now: number) {
  const row = await db.get<{ balance: number | null; spend: number }>(sql`SELECT
    (SELECT balance FROM ${users} WHERE id = ${userId}) AS balance,
    (SELECT COALESCE(SUM(CASE WHEN type = 'refund' THEN -amount WHEN type IN (${spendTypes}) THEN -amount ELSE 0 END), 0)
      FROM ledger WHERE user_id = ${userId} AND created_at >= ${periodStart(now, 'month')}) AS spend`)
  return { balance: row?.balance ?? 0, spentThisMonth: row?.spend ?? 0 }
}

/**
 * Orders ending within 3 days, and expired ones still holding their proxies (renewable now, as the
 * account renewal counts them), the soonest first.
 */
export function expiringOrders(db: Database, userId: string, now: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(
          and(eq(orders.status, 'using'), lte(orders.expiresAt, now + EXPIRING_SOON_MS)),
          and(eq(orders.status, 'expired'), isNull(orders.releasedAt), gt(orders.expiresAt, now - KEEP_EXPIRED_MS)),
        ),
      ),
    )
    .orderBy(orders.expiresAt, orders.id)
    .limit(10)
}

export function recentOrders(db: Database, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(DASHBOARD_RECENT)
}

export function recentTopups(db: Database, userId: string) {
  return db.select().from(topups).where(eq(topups.userId, userId)).orderBy(desc(topups.createdAt), desc(topups.id)).limit(DASHBOARD_RECENT)
}
