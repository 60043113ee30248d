import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A span of time as a countdown reads it: "2 d 5 h", or under a day "5 h 12 min". */
export function durationText(ms: number): string {
  const left = Math.max(0, ms)
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  if (days > 0) return m.manage_duration_days({ days, hours })
  return m.manage_duration_hours({ hours, minutes: Math.floor((left % HOUR) / MINUTE) })
}

const relative = new Map<string, Intl.RelativeTimeFormat>()

/** "3 minutes ago", "yesterday", in the reader's language (one formatter per language, kept: see lib/dates.ts). */
export function agoText(at: number, now: number): string {
  const locale = getLocale()
  let format = relative.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    relative.set(locale, format)
  }
  const past = Math.max(0, now - at)
  if (past < MINUTE) return m.manage_just_now()
  if (past < HOUR) return format.format(-Math.floor(past / MINUTE), 'minute')
  if (past < DAY) return format.format(-Math.floor(past / HOUR), 'hour')
  return format.format(-Math.floor(past / DAY), 'day')
}

/** Whole days left before `at` (a proxy expiring in 2 hours has 1 day left, as it still works today). */
export function daysLeftText(at: number, now: number): string {
  const days = Math.max(0, Math.ceil((at - now) / DAY))
  return days === 1 ? m.manage_days_left_one({ days }) : m.manage_days_left_other({ days })
}
