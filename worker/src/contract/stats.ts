import * as v from 'valibot'

/**
 * What the dashboard shows of a customer at a glance. `workspace` is the visibility check of the
 * second layout's first three tabs (dashboard, manage private proxy, order): at least one order,
 * plan or trial (docs/decisions/0013-dashboard-workspace.md).
 */
export const StatsSummary = v.object({
  orders: v.number(),
  ordersUsing: v.number(),
  proxiesUsing: v.number(),
  proxiesExpired: v.number(),
  expiringSoon: v.number(),
  hasPlan: v.boolean(),
  hasTrial: v.boolean(),
  workspace: v.boolean(),
})
export type StatsSummary = v.InferOutput<typeof StatsSummary>

/** "Expiring soon" on the dashboard: within this many days. */
export const EXPIRING_SOON_MS = 3 * 86_400_000
