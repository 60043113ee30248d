import { sql } from 'drizzle-orm'
import { EXPIRING_SOON_MS, type StatsSummary } from '../contract/stats'
import type { Database } from './client'

type Counts = {
  orders: number
  ordersUsing: number
  proxiesUsing: number
  proxiesExpired: number
  expiringSoon: number
  plans: number
  trials: number
}

/** A customer's counts for the dashboard, in one round trip. */
export async function statsSummary(db: Database, userId: string, now: number): Promise<StatsSummary> {
  const row = await db.get<Counts>(sql`SELECT
      (SELECT count(*) FROM orders WHERE user_id = ${userId}) AS orders,
      (SELECT count(*) FROM orders WHERE user_id = ${userId} AND status = 'using') AS ordersUsing,
      (SELECT count(*) FROM bought_proxies WHERE user_id = ${userId} AND status = 'using') AS proxiesUsing,
      (SELECT count(*) FROM bought_proxies WHERE user_id = ${userId} AND status = 'expired') AS proxiesExpired,
      (SELECT count(*) FROM bought_proxies WHERE user_id = ${userId} AND status = 'using' AND expires_at <= ${now + EXPIRING_SOON_MS}) AS expiringSoon,
      (SELECT count(*) FROM plans WHERE user_id = ${userId}) AS plans,
      (SELECT count(*) FROM trials WHERE user_id = ${userId}) AS trials`)
  const counts = row ?? { orders: 0, ordersUsing: 0, proxiesUsing: 0, proxiesExpired: 0, expiringSoon: 0, plans: 0, trials: 0 }
  const { plans, trials, ...rest } = counts
  return { ...rest, hasPlan: plans > 0, hasTrial: trials > 0, workspace: counts.orders + plans + trials > 0 }
}
