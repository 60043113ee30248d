import { DASHBOARD_NOTIFICATIONS, type DashboardNotification, type DashboardView } from '../contract/dashboard'
import type { Database } from '../db/client'
import type { Env } from '../env'
import { toTopupView } from '../money/views'
import { accountOf } from '../orders/order-events'
import { toOrderView } from '../orders/order-views'
import { dashboardDays } from './dashboard-days'
import { balanceAndMonthSpend, expiringOrders, recentOrders, recentTopups } from './dashboard-reads'

/** The live events the user's object keeps (the last 100, ADR 0011), newest first. */
async function notificationsOf(env: Env, userId: string): Promise<DashboardNotification[]> {
  const events = await accountOf(env, userId).eventsAfter(0)
  return events.slice(-DASHBOARD_NOTIFICATIONS).reverse() as DashboardNotification[]
}

/** Everything the dashboard shows, read at once (ADR 0034). */
export async function dashboardView(env: Env, db: Database, userId: string, now: number): Promise<DashboardView> {
  const [money, expiring, orders, topups, days, notifications] = await Promise.all([
    balanceAndMonthSpend(db, userId, now),
    expiringOrders(db, userId, now),
    recentOrders(db, userId),
    recentTopups(db, userId),
    dashboardDays(db, userId, now),
    notificationsOf(env, userId),
  ])
  return {
    ...money,
    expiring: expiring.map((row) => toOrderView(row)),
    recentOrders: orders.map((row) => toOrderView(row)),
    recentTopups: topups.map(toTopupView),
    days,
    notifications,
  }
}
