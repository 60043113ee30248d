import * as v from 'valibot'

/** The shop's day is Vietnam's (UTC+7, no daylight saving): "today" and "this month" on /admin are days there. */
export const SHOP_OFFSET_MS = 7 * 3600_000
export const DAY_MS = 86_400_000

/** A shop day as written in an address or a CSV: YYYY-MM-DD. */
export const ShopDate = v.pipe(
  v.string('invalidValue'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidValue'),
  v.check(isRealDate, 'invalidValue'),
)

function isRealDate(text: string): boolean {
  const at = Date.parse(`${text}T00:00:00Z`)
  return Number.isFinite(at) && new Date(at).toISOString().startsWith(text)
}

/** When the shop day `YYYY-MM-DD` starts, in ms since the epoch. */
export const dayStartOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) - SHOP_OFFSET_MS

/** The shop day a moment falls in, as YYYY-MM-DD. */
export const shopDateOf = (at: number): string => new Date(at + SHOP_OFFSET_MS).toISOString().slice(0, 10)

/** The start of the shop day, week (from Monday) or month a moment falls in. */
export function periodStart(at: number, unit: 'day' | 'week' | 'month'): number {
  const local = new Date(at + SHOP_OFFSET_MS)
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), unit === 'month' ? 1 : local.getUTCDate())
  const monday = unit === 'week' ? ((local.getUTCDay() + 6) % 7) * DAY_MS : 0
  return day - monday - SHOP_OFFSET_MS
}

/** The start of the period after the one starting at `start`. */
export function nextPeriodStart(start: number, unit: 'day' | 'week' | 'month'): number {
  if (unit === 'day') return start + DAY_MS
  if (unit === 'week') return start + 7 * DAY_MS
  const local = new Date(start + SHOP_OFFSET_MS)
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - SHOP_OFFSET_MS
}

/** A range of shop days given as `from` and `to` (both included), as [start, end) in ms; a side not given is open. */
export function rangeOf(query: { from?: string; to?: string }): { start?: number; end?: number } {
  return {
    ...(query.from && { start: dayStartOf(query.from) }),
    ...(query.to && { end: dayStartOf(query.to) + DAY_MS }),
  }
}

/** The `from` and `to` of a list filtered by date; `to` before `from` is refused. */
export const DateRangeEntries = { from: v.optional(ShopDate), to: v.optional(ShopDate) }
export const dateRangeInOrder = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to
