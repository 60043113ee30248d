import * as v from 'valibot'
import { ipModes, ipVersions, proxyKinds } from './catalogue'
import { chartUnits } from './choices'
import { type TransactionType, topupMethods } from './ledger'
import { ReconciliationView } from './reconciliation'

// Kept apart for the portal's addresses, which must not load this module's schemas (choices.ts).
export { chartUnits }

/** What customers spend: every debit of a purchase type (refunds are counted apart, top-ups and admin changes are not spending). */
export const SPEND_TYPES: TransactionType[] = [
  'buy_proxy_shared',
  'buy_proxy_private',
  'buy_key',
  'renew_key',
  'auto_renew_key',
  'increase_bandwidth',
  'increase_amount',
  'change_country',
  'renew',
  'renew_private',
  'auto_renew',
  'auto_renew_private',
]

export type ChartUnit = (typeof chartUnits)[number]
/** How many periods a chart shows: 30 days, 12 weeks, 12 months. */
export const CHART_POINTS: Record<ChartUnit, number> = { day: 30, week: 12, month: 12 }

export const AdminOverviewQuery = v.object({ unit: v.optional(v.picklist(chartUnits, 'invalidValue'), 'day') })

/** Figures of one span of shop days: revenue = spend less refunds; top-ups are credited ones, by method. */
export const Figures = v.object({
  revenue: v.number(),
  spend: v.number(),
  refunds: v.number(),
  topups: v.number(),
  topupsByMethod: v.array(v.object({ method: v.picklist(topupMethods), amount: v.number(), count: v.number() })),
  newUsers: v.number(),
  orders: v.number(),
})
export type Figures = v.InferOutput<typeof Figures>

export const ChartPoint = v.object({
  start: v.number(),
  revenue: v.number(),
  topups: v.number(),
  newUsers: v.number(),
  orders: v.number(),
})
export type ChartPoint = v.InferOutput<typeof ChartPoint>

export const StockLine = v.object({
  kind: v.picklist(proxyKinds),
  ipVersion: v.picklist(ipVersions),
  ipMode: v.picklist(ipModes),
  countryCode: v.string(),
  free: v.number(),
  sold: v.number(),
  /** The product's low-stock threshold (setting `lowStockThresholds`); `low` when free is at or under it. */
  threshold: v.number(),
  low: v.boolean(),
})
export type StockLine = v.InferOutput<typeof StockLine>

/** `GET /api/stats/admin-overview`: the shop at a glance (figures in the shop's days, UTC+7). */
export const AdminOverview = v.object({
  today: Figures,
  month: Figures,
  activeProxies: v.number(),
  activePlans: v.number(),
  chart: v.object({ unit: v.picklist(chartUnits), points: v.array(ChartPoint) }),
  stock: v.array(StockLine),
  nodes: v.array(v.object({ _id: v.string(), name: v.string(), online: v.boolean(), lastSeenAt: v.nullable(v.number()) })),
  reconciliation: v.nullable(ReconciliationView),
})
export type AdminOverview = v.InferOutput<typeof AdminOverview>
