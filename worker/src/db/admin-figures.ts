import { sql } from 'drizzle-orm'
import { CHART_POINTS, type ChartPoint, type ChartUnit, type Figures, SPEND_TYPES } from '../contract/admin-overview'
import type { TopupMethod } from '../contract/ledger'
import { DAY_MS, nextPeriodStart, periodStart, SHOP_OFFSET_MS } from '../contract/shop-days'
import type { Database } from './client'

const spendTypes = sql.join(
  SPEND_TYPES.map((type) => sql`${type}`),
  sql`, `,
)

type Span = { start: number; end: number }

/** Revenue, top-ups by method, new users and orders of a span [start, end) (an order split off another counts, as the admin's order list shows it: ADR 0035). */
export async function figuresOf(db: Database, { start, end }: Span): Promise<Figures> {
  const [money, methods, counts] = await Promise.all([
    db.get<{ spend: number; refunds: number }>(sql`SELECT
      COALESCE(SUM(CASE WHEN type IN (${spendTypes}) THEN -amount ELSE 0 END), 0) AS spend,
      COALESCE(SUM(CASE WHEN type = 'refund' THEN amount ELSE 0 END), 0) AS refunds
      FROM ledger WHERE created_at >= ${start} AND created_at < ${end}`),
    db.all<{ method: TopupMethod; amount: number; count: number }>(sql`SELECT method, SUM(amount_xu) AS amount, COUNT(*) AS count
      FROM topups WHERE status = 'success' AND credited_at >= ${start} AND credited_at < ${end} GROUP BY method ORDER BY amount DESC, method`),
    db.get<{ users: number; orders: number }>(sql`SELECT
      (SELECT COUNT(*) FROM users WHERE created_at >= ${start} AND created_at < ${end}) AS users,
      (SELECT COUNT(*) FROM orders WHERE created_at >= ${start} AND created_at < ${end}) AS orders`),
  ])
  const spend = money?.spend ?? 0
  const refunds = money?.refunds ?? 0
  return {
    revenue: spend - refunds,
    spend,
    refunds,
    topups: methods.reduce((sum, row) => sum + row.amount, 0),
    topupsByMethod: methods,
    newUsers: counts?.users ?? 0,
    orders: counts?.orders ?? 0,
  }
}

type Daily = { day: number; revenue: number; topups: number; users: number; orders: number }

/** The chart: the last periods of a unit up to the one `now` is in, each with its figures (summed from shop days). */
export async function chartOf(db: Database, unit: ChartUnit, now: number): Promise<ChartPoint[]> {
  const starts = [periodStart(now, unit)]
  while (starts.length < CHART_POINTS[unit]) starts.unshift(periodStart((starts[0] ?? now) - 1, unit))
  const from = starts[0] ?? now
  const end = nextPeriodStart(starts.at(-1) ?? now, unit)
  const day = (column: string) => sql.raw(`(${column} + ${SHOP_OFFSET_MS}) / ${DAY_MS}`)
  const rows =
    await db.all<Daily>(sql`SELECT day, SUM(revenue) AS revenue, SUM(topups) AS topups, SUM(users) AS users, SUM(orders) AS orders FROM (
      SELECT ${day('created_at')} AS day, CASE WHEN type = 'refund' THEN -amount WHEN type IN (${spendTypes}) THEN -amount ELSE 0 END AS revenue,
        0 AS topups, 0 AS users, 0 AS orders FROM ledger WHERE created_at >= ${from} AND created_at < ${end}
      UNION ALL SELECT ${day('credited_at')}, 0, amount_xu, 0, 0 FROM topups WHERE status = 'success' AND credited_at >= ${from} AND credited_at < ${end}
      UNION ALL SELECT ${day('created_at')}, 0, 0, 1, 0 FROM users WHERE created_at >= ${from} AND created_at < ${end}
      UNION ALL SELECT ${day('created_at')}, 0, 0, 0, 1 FROM orders WHERE created_at >= ${from} AND created_at < ${end}
    ) GROUP BY day`)
  const points: ChartPoint[] = starts.map((start) => ({ start, revenue: 0, topups: 0, newUsers: 0, orders: 0 }))
  for (const row of rows) {
    const at = row.day * DAY_MS - SHOP_OFFSET_MS
    const point = points.findLast((p) => p.start <= at)
    if (!point) continue
    point.revenue += row.revenue
    point.topups += row.topups
    point.newUsers += row.users
    point.orders += row.orders
  }
  return points
}
