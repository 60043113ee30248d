import { createMiddleware } from 'hono/factory'
import type { ApiEnv } from '../api/context'
import { ApiError } from '../api/errors'
import { randomToken, sha256 } from '../auth/crypto'

/** Node keys look unlike API keys (pk_) and extension tokens (pe_), so a key pasted in the wrong place is told apart. */
export const NODE_KEY_PREFIX = 'pn_'
const NODE_KEY = /^pn_[A-Za-z0-9_-]{43}$/

export const newNodeKey = () => `${NODE_KEY_PREFIX}${randomToken(32)}`

/** The node a key names, as its calls need it. */
export type CallingNode = { id: string; enabled: boolean; feedVersion: number }

/**
 * Proxy nodes, by their own key in X-Node-Key (ADR 0018): only its SHA-256 is stored, the key names
 * the node. A missing, unknown or revoked key is PERMISSION_DENIED.
 */
export const nodeOnly = createMiddleware<ApiEnv & { Variables: { node: CallingNode } }>(async (c, next) => {
  const key = c.req.header('x-node-key') ?? ''
  const node = NODE_KEY.test(key)
    ? await c.env.DB.prepare('SELECT id, enabled, feed_version AS feedVersion FROM sub_servers WHERE key_hash = ?')
        .bind(await sha256(key))
        .first<{ id: string; enabled: number; feedVersion: number }>()
    : null
  if (!node) throw new ApiError('PERMISSION_DENIED')
  c.set('node', { id: node.id, enabled: node.enabled === 1, feedVersion: node.feedVersion })
  await next()
})
