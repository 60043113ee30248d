import type { AdminOverview, ChartUnit } from '../contract/admin-overview'
import { nextPeriodStart, periodStart } from '../contract/shop-days'
import { latestReconciliation } from '../money/reconciliation'
import { chartOf, figuresOf } from './admin-figures'
import { activeCounts, nodeStates, stockLines } from './admin-stock'
import type { Database } from './client'
import { loadPublicSettings } from './settings'

/** The admin overview: today and this month (shop days, UTC+7), the chart, stock, nodes, the last reconciliation. */
export async function adminOverview(db: Database, unit: ChartUnit, now: number): Promise<AdminOverview> {
  const today = periodStart(now, 'day')
  const month = periodStart(now, 'month')
  const settings = await loadPublicSettings(db)
  const [todayFigures, monthFigures, points, stock, nodes, active, reconciliation] = await Promise.all([
    figuresOf(db, { start: today, end: nextPeriodStart(today, 'day') }),
    figuresOf(db, { start: month, end: nextPeriodStart(month, 'month') }),
    chartOf(db, unit, now),
    stockLines(db, settings.lowStockThresholds),
    nodeStates(db, now),
    activeCounts(db),
    latestReconciliation(db),
  ])
  return {
    today: todayFigures,
    month: monthFigures,
    activeProxies: active.proxies,
    activePlans: active.plans,
    chart: { unit, points },
    stock,
    nodes,
    reconciliation,
  }
}
