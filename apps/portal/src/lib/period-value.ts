import type { PeriodUnit } from '@proxy-portal/worker/contract/catalogue'

/** A period as a form's select keeps it ("month:1"), and back (null for anything else). */
export const periodValue = (unit: PeriodUnit, count: number) => `${unit}:${count}`

export function parsePeriod(value: string): { periodUnit: PeriodUnit; periodCount: number } | null {
  const [unit, count] = value.split(':')
  if (unit !== 'day' && unit !== 'week' && unit !== 'month') return null
  const n = Number(count)
  return Number.isInteger(n) && n > 0 ? { periodUnit: unit, periodCount: n } : null
}
