import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { isApiKey } from '../auth/tokens'
import { isExtensionToken } from '../contract/extension'
import { ApiError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const isMutation = (c: Context) => !SAFE_METHODS.has(c.req.method)

export function sameOrigin(c: Context): boolean {
  return c.req.header('origin') === new URL(c.req.url).origin
}

/**
 * A key in the Authorization header (API key or extension token) is sent only by a script that holds
 * it, never by the browser on its own, and a page of another site cannot send that header here (no
 * CORS). The browser extension's calls carry its own `chrome-extension://` Origin, so they pass on this.
 */
function carriesKey(c: Context): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
  return isApiKey(token) || isExtensionToken(token)
}

/** A browser mutation from another site is refused, whatever it carries but a key (login CSRF included). */
export const originGuard = createMiddleware(async (c, next) => {
  if (isMutation(c) && c.req.header('origin') !== undefined && !sameOrigin(c) && !carriesKey(c)) throw new ApiError('PERMISSION_DENIED')
  await next()
})
