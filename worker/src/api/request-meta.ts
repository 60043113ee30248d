import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Locale, RequestMeta } from '../accounts/context'

/** The visitor's address as Cloudflare reports it. */
export function clientIp(c: Context): string | undefined {
  return c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? undefined
}

/** The reader's language: the portal's language cookie, else the browser's preference, else vi. */
export function requestLocale(c: Context): Locale {
  const chosen = getCookie(c, 'PARAGLIDE_LOCALE')
  if (chosen === 'vi' || chosen === 'en') return chosen
  return /^en\b/i.test(c.req.header('accept-language') ?? '') ? 'en' : 'vi'
}

export function requestMeta(c: Context): RequestMeta {
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf
  const country = typeof cf?.country === 'string' && /^[A-Z]{2}$/.test(cf.country) ? cf.country : undefined
  return {
    ip: clientIp(c),
    countryCode: country,
    userAgent: c.req.header('user-agent'),
    locale: requestLocale(c),
  }
}
