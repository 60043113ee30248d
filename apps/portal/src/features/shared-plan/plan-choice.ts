import type { BandwidthTierView, PriceView } from '@proxy-portal/worker/contract/catalogue'
import { type BandwidthTier, type PeriodUnit, periodDays } from '@proxy-portal/worker/contract/catalogue-values'
import { MAX_PLAN_AMOUNT, PLAN_AMOUNT_STEP, type PlanChoice, type PlanCountryView } from '@proxy-portal/worker/contract/plans'
import { parsePeriod, periodValue } from '../../lib/period-value'

export type PeriodOption = { unit: PeriodUnit; count: number }

/**
 * The periods a plan over these countries is sold for, shortest first: a period every country has a
 * price for (its own row or the every-country '*' row), as the server prices it.
 */
export function planPeriods(prices: PriceView[], countries: string[]): PeriodOption[] {
  const wanted = countries.length > 0 ? countries : ['*']
  const byPeriod = new Map<string, Set<string>>()
  for (const row of prices) {
    if (!row.enabled) continue
    const key = periodValue(row.periodUnit, row.periodCount)
    const covered = byPeriod.get(key) ?? new Set<string>()
    covered.add(row.countryCode)
    byPeriod.set(key, covered)
  }
  return [...byPeriod.entries()]
    .filter(([, covered]) => wanted.every((country) => covered.has(country) || covered.has('*')))
    .map(([key]) => parsePeriod(key))
    .filter((period) => period !== null)
    .map((period) => ({ unit: period.periodUnit, count: period.periodCount }))
    .sort((a, b) => periodDays(a.unit, a.count) - periodDays(b.unit, b.count))
}

/** What is wrong with an amount of proxies for a plan (or added to one), if anything. */
export function amountProblem(amount: number, current = 0): 'step' | 'max' | null {
  if (!Number.isInteger(amount) || amount < PLAN_AMOUNT_STEP || amount % PLAN_AMOUNT_STEP !== 0) return 'step'
  if (current + amount > MAX_PLAN_AMOUNT) return 'max'
  return null
}

/** The plan form as typed: the amount as its field holds it, the countries ticked, the tier and period picked. */
export type PlanDraft = { amount: string; chosen: string[]; tier: string; period: string }

/**
 * What the form offers and means now: a period or tier no longer offered falls back to one month (else
 * the shortest) and the first tier; the choice is null until it is complete.
 */
export function resolvePlan(draft: PlanDraft, catalogue: { prices: PriceView[]; tiers: BandwidthTierView[] }) {
  const periods = planPeriods(catalogue.prices, draft.chosen)
  const fallback = periods.find((p) => p.unit === 'month' && p.count === 1) ?? periods[0]
  const period = periods.some((p) => periodValue(p.unit, p.count) === draft.period)
    ? draft.period
    : fallback
      ? periodValue(fallback.unit, fallback.count)
      : ''
  const tier = catalogue.tiers.some((t) => t.tier === draft.tier) ? draft.tier : (catalogue.tiers[0]?.tier ?? '')
  const parsed = parsePeriod(period)
  const problem = amountProblem(Number(draft.amount))
  const choice: PlanChoice | null =
    draft.chosen.length > 0 && tier && parsed && problem === null
      ? { amount: Number(draft.amount), countries: draft.chosen, bandwidthTier: tier as BandwidthTier, ...parsed }
      : null
  return { periods, period, tier, problem, choice }
}

/** Where the form starts: the price list's link may name a country, period and tier. */
export type PlanStart = { countryCode?: string; period?: string; bandwidthTier?: string }

/**
 * The form's first draft: the smallest plan over the country the link names, else over the first one with
 * room for it, so the price card shows a price at once (none has room: nothing ticked, the card says why).
 */
export function initialPlanDraft(countries: PlanCountryView[], start: PlanStart = {}): PlanDraft {
  const named = countries.find((row) => row.countryCode === start.countryCode)
  const first = named ?? countries.find((row) => row.available >= PLAN_AMOUNT_STEP)
  return {
    amount: String(PLAN_AMOUNT_STEP),
    chosen: first ? [first.countryCode] : [],
    tier: start.bandwidthTier ?? '',
    period: start.period ?? '',
  }
}
