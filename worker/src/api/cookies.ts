import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { TokenPair } from '../accounts/sessions'

/** The spec's storage keys, as httpOnly cookies the portal's scripts cannot read. */
export const ACCESS_COOKIE = 'accessToken'
export const REFRESH_COOKIE = 'refreshToken'

const options = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const

/** Both cookies live as long as the session; an expired access token is renewed, not dropped. */
export function setSessionCookies(c: Context, pair: TokenPair, maxAgeSeconds: number): void {
  setCookie(c, ACCESS_COOKIE, pair.accessToken, { ...options, maxAge: maxAgeSeconds })
  setCookie(c, REFRESH_COOKIE, pair.refreshToken, { ...options, maxAge: maxAgeSeconds })
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, ACCESS_COOKIE, options)
  deleteCookie(c, REFRESH_COOKIE, options)
}

export const readCookie = (c: Context, name: string) => getCookie(c, name)
