import { getLocale } from '../paraglide/runtime'

/** Dates in the business's time zone, so the server and the browser render the same text. */
const TIME_ZONE = 'Asia/Ho_Chi_Minh'

export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(ms)
}

/** The time of day alone: under its date (formatDate) where a table cell is narrow. */
export function formatTime(ms: number): string {
  return new Intl.DateTimeFormat(getLocale(), { timeStyle: 'short', timeZone: TIME_ZONE }).format(ms)
}

export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(ms)
}
