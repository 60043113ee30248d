import { createMiddleware } from 'hono/factory'
import type { ApiEnv } from '../api/context'
import { ApiError } from '../api/errors'
import { timingSafeEqual } from '../auth/crypto'
import { config } from '../config'

/**
 * Proxy nodes, by the key in X-Node-Key: off (PERMISSION_DENIED) until NODE_API_KEY is set. Used by
 * the plan usage reports and the credential feed.
 */
export const nodeOnly = createMiddleware<ApiEnv>(async (c, next) => {
  const expected = config(c.env).NODE_API_KEY
  if (expected === undefined || !timingSafeEqual(c.req.header('x-node-key') ?? '', expected)) throw new ApiError('PERMISSION_DENIED')
  await next()
})
