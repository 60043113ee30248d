import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ApiError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const isMutation = (c: Context) => !SAFE_METHODS.has(c.req.method)

export function sameOrigin(c: Context): boolean {
  return c.req.header('origin') === new URL(c.req.url).origin
}

/** A browser mutation from another site is refused, whatever it carries (login CSRF included). */
export const originGuard = createMiddleware(async (c, next) => {
  if (isMutation(c) && c.req.header('origin') !== undefined && !sameOrigin(c)) throw new ApiError('PERMISSION_DENIED')
  await next()
})
