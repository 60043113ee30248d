import { sql } from 'drizzle-orm'
import { SPEND_TYPES } from '../contract/admin-overview'
import { DASHBOARD_DAYS, type DashboardDay } from '../contract/dashboard'
import { DAY_MS, periodStart, SHOP_OFFSET_MS } from '../contract/shop-days'
import type { Database } from '../db/client'

const spendTypes = sql.join(
  SPEND_TYPES.map((type) => sql`${type}`),
  sql`, `,
)

// The shop day (UTC+7) a moment falls in, as a day number. A daily usage row's UTC midnight is 07:00
// of the same date there, so a rolled-up day lands on its own date (ADR 0034).
const dayOf = (column: string) => sql.raw(`(${column} + ${SHOP_OFFSET_MS}) / ${DAY_MS}`)

// The customer's metered owners: bought proxies, plans, trials and rotating keys (ADR 0020's owner ids).
const ownedBy = (userId: string) => sql`(
  (owner = 'private' AND owner_id IN (SELECT id FROM bought_proxies WHERE user_id = ${userId}))
  OR (owner = 'plan' AND owner_id IN (SELECT id FROM plans WHERE user_id = ${userId}))
  OR (owner = 'trial' AND owner_id IN (SELECT id FROM trials WHERE user_id = ${userId}))
  OR (owner = 'key' AND owner_id IN (SELECT id FROM proxy_keys WHERE user_id = ${userId})))`

/**
 * The last 14 shop days up to today: bytes from the nodes' usage rows (hourly for the last two days,
 * daily before, ADR 0020) and Xu spent (purchases less refunds), zero on days without either.
 */
export async function dashboardDays(db: Database, userId: string, now: number): Promise<DashboardDay[]> {
  const today = periodStart(now, 'day')
  const from = today - (DASHBOARD_DAYS - 1) * DAY_MS
  const rows = await db.all<{ day: number; bytes: number; spend: number }>(sql`SELECT day, SUM(bytes) AS bytes, SUM(spend) AS spend FROM (
      SELECT ${dayOf('hour')} AS day, up + down AS bytes, 0 AS spend FROM usage_hourly WHERE hour >= ${from} AND ${ownedBy(userId)}
      UNION ALL SELECT ${dayOf('day')}, up + down, 0 FROM usage_daily WHERE day >= ${from} AND ${ownedBy(userId)}
      UNION ALL SELECT ${dayOf('created_at')}, 0, CASE WHEN type = 'refund' THEN -amount WHEN type IN (${spendTypes}) THEN -amount ELSE 0 END
        FROM ledger WHERE user_id = ${userId} AND created_at >= ${from}
    ) GROUP BY day`)
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const start = from + index * DAY_MS
    const row = byDay.get((start + SHOP_OFFSET_MS) / DAY_MS)
    return { start, bytes: row?.bytes ?? 0, spend: row?.spend ?? 0 }
  })
}
