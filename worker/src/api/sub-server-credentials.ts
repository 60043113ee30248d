import { Hono } from 'hono'
import { CredentialsQuery, credentialFeed, NodeCredentials } from '../nodes/credential-feed'
import { nodeOnly } from '../nodes/node-key'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { validate } from './validation'

/** Whether an If-None-Match header names this entity tag (or '*'); weak tags compare by their value. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '')
    return trimmed === '*' || trimmed === etag
  })
}

/**
 * The proxy nodes' credential feed (ADR 0015): each node polls it every minute with the node key,
 * so a password or auth-IP change, an IP change or a release is in force there within 2 minutes.
 * Unchanged since the node's last copy (If-None-Match): 304 without a body.
 */
export const subServerCredentials = new Hono<ApiEnv>().get(
  '/credentials',
  describe(
    'sub-server',
    'For a proxy node (X-Node-Key): its proxies with the logins and auth IPs they let in now; ETag, If-None-Match answers 304',
    NodeCredentials,
  ),
  nodeOnly,
  validate('query', CredentialsQuery),
  async (c) => {
    const feed = unwrapResult(await credentialFeed(c.env.DB, c.req.valid('query').subServerId, c.get('now')))
    const etag = `"${feed.version}"`
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, { etag })
    return c.json(feed, 200, { etag, 'cache-control': 'no-cache' })
  },
)
