import * as v from 'valibot'
import { TopupView } from './ledger'
import { OrderView } from './orders'

/** Days the dashboard's small charts cover (shop days, ending today). */
export const DASHBOARD_DAYS = 14
/** How many recent orders, top-ups and notifications the dashboard lists. */
export const DASHBOARD_RECENT = 5
export const DASHBOARD_NOTIFICATIONS = 20

/** One shop day of the charts: bytes the customer's proxies moved (as the nodes reported them) and Xu spent. */
export const DashboardDay = v.object({ start: v.number(), bytes: v.number(), spend: v.number() })
export type DashboardDay = v.InferOutput<typeof DashboardDay>

/** A kept live event (ADR 0011) as the dashboard's history shows it: a credited top-up or an order or plan result. */
export const DashboardNotification = v.variant('type', [
  v.object({ type: v.literal('topup'), seq: v.number(), at: v.number(), id: v.string(), amount: v.number(), bonus: v.number() }),
  v.object({
    type: v.literal('plan'),
    seq: v.number(),
    at: v.number(),
    planId: v.string(),
    message: v.string(),
    time: v.number(),
    isSuccess: v.boolean(),
  }),
])
export type DashboardNotification = v.InferOutput<typeof DashboardNotification>

/**
 * The dashboard in one call (ADR 0034): the balance, this shop month's spend (purchases less refunds),
 * the orders ending within 3 days or expired and still renewable (soonest first), the latest orders and
 * top-ups, the last 14 shop days' bytes and spend, and the newest kept notifications first.
 */
export const DashboardView = v.object({
  balance: v.number(),
  spentThisMonth: v.number(),
  expiring: v.array(OrderView),
  recentOrders: v.array(OrderView),
  recentTopups: v.array(TopupView),
  days: v.array(DashboardDay),
  notifications: v.array(DashboardNotification),
})
export type DashboardView = v.InferOutput<typeof DashboardView>
