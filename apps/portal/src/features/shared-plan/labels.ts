import type { BandwidthTier, PeriodUnit } from '@proxy-portal/worker/contract/catalogue'
import type { OrderStatus } from '@proxy-portal/worker/contract/orders'
import type { PlanAction } from '@proxy-portal/worker/contract/plans'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'

const tierTexts: Record<BandwidthTier, () => string> = {
  basic: m.plan_tier_basic,
  advanced: m.plan_tier_advanced,
  premium: m.plan_tier_premium,
  unlimited: m.plan_tier_unlimited,
}

/** A tier's name, with its monthly allowance per proxy when it has one ("Basic · 10 GB/proxy/month"). */
export function tierText(tier: BandwidthTier, monthlyGb?: number | null): string {
  const name = tierTexts[tier]()
  return monthlyGb ? `${name} · ${m.plan_tier_gb({ gb: monthlyGb })}` : name
}

const periodTexts: Record<PeriodUnit, [one: (p: { count: number }) => string, other: (p: { count: number }) => string]> = {
  day: [m.plan_period_day_one, m.plan_period_day_other],
  week: [m.plan_period_week_one, m.plan_period_week_other],
  month: [m.plan_period_month_one, m.plan_period_month_other],
}

/** "1 month", "3 tháng". */
export function periodText(unit: PeriodUnit, count: number): string {
  const [one, other] = periodTexts[unit]
  return count === 1 ? one({ count }) : other({ count })
}

const statusTexts: Record<OrderStatus, () => string> = {
  waiting: m.order_status_waiting,
  using: m.order_status_using,
  renewing: m.order_status_renewing,
  increasing_bandwidth: m.order_status_increasing_bandwidth,
  increasing_amount: m.order_status_increasing_amount,
  changing_country: m.order_status_changing_country,
  expired: m.order_status_expired,
  cancelled: m.order_status_cancelled,
  trying: m.order_status_trying,
}

/** Plan and order statuses share their texts (spec section 4). */
export const statusText = (status: OrderStatus) => statusTexts[status]()

const actionTexts: Record<PlanAction, () => string> = {
  buy: m.plan_action_buy,
  renew: m.plan_action_renew,
  increase_bandwidth: m.plan_action_increase_bandwidth,
  increase_amount: m.plan_action_increase_amount,
  change_country: m.plan_action_change_country,
}

export const actionText = (action: PlanAction) => actionTexts[action]()

const names = new Map<string, Intl.DisplayNames>()

/** A country's name in the reader's language, from its ISO code (ADR 0006: not a message). */
export function countryName(code: string): string {
  const locale = getLocale()
  let display = names.get(locale)
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region' })
    names.set(locale, display)
  }
  try {
    return display.of(code) ?? code
  } catch {
    return code
  }
}

export const countryList = (codes: string[]) => codes.map(countryName).join(', ')
