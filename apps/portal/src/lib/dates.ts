import { getLocale } from '../paraglide/runtime'

/** Dates in the business's time zone, so the server and the browser render the same text. */
const TIME_ZONE = 'Asia/Ho_Chi_Minh'

type Style = 'date' | 'time' | 'dateTime'
const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * One formatter per language and style, kept: making one costs far more than formatting with it (a new
 * one per date took about 13 ms of the proxy list's hydration; the first one a page makes still costs
 * 15-20 ms, Chromium loading its time-zone data).
 */
function formatter(style: Style): Intl.DateTimeFormat {
  const locale = getLocale()
  const key = `${locale} ${style}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      ...(style !== 'time' && { dateStyle: 'medium' }),
      ...(style !== 'date' && { timeStyle: 'short' }),
      timeZone: TIME_ZONE,
    })
    formatters.set(key, found)
  }
  return found
}

export function formatDate(ms: number): string {
  return formatter('date').format(ms)
}

/** The time of day alone: under its date (formatDate) where a table cell is narrow. */
export function formatTime(ms: number): string {
  return formatter('time').format(ms)
}

export function formatDateTime(ms: number): string {
  return formatter('dateTime').format(ms)
}
