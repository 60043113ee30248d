import { type PeriodUnit, type PriceView, periodDays } from '@proxy-portal/worker/contract/catalogue'
import { MAX_PLAN_AMOUNT, PLAN_AMOUNT_STEP } from '@proxy-portal/worker/contract/plans'
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
