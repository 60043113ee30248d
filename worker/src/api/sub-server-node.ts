import { Hono } from 'hono'
import { Heartbeat, HeartbeatAnswer, NodeFeed, UsageAnswer, UsageReport } from '../contract/node-feed'
import { nodeFeed } from '../nodes/feed'
import { recordHeartbeat } from '../nodes/heartbeat'
import { type CallingNode, nodeOnly } from '../nodes/node-key'
import { countUsage } from '../nodes/usage-batch'
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

// The feed holds customers' passwords: never kept by a cache on the way.
const PRIVATE = { 'cache-control': 'no-store' }

/** What the proxy nodes call, each with its own key (X-Node-Key; contract/node-feed.ts, ADR 0018). */
export const subServerNode = new Hono<ApiEnv & { Variables: { node: CallingNode } }>()
  .get(
    '/feed',
    describe(
      'sub-server',
      'A proxy node pulls what it serves: its proxies with listen ports, exit address and who may use them. ETag; If-None-Match answers 304',
      NodeFeed,
      'node',
    ),
    nodeOnly,
    async (c) => {
      const node = c.get('node')
      // The node's one row answers an unchanged feed: a 304 reads none of its proxies.
      if (matches(c.req.header('if-none-match'), `"${node.feedVersion}"`))
        return c.body(null, 304, { etag: `"${node.feedVersion}"`, ...PRIVATE })
      const feed = await nodeFeed(c.env.DB, node.id, c.get('now'))
      return c.json(feed, 200, { etag: `"${feed.version}"`, ...PRIVATE })
    },
  )
  .post(
    '/usage',
    describe('sub-server', 'A proxy node reports bytes moved, in numbered batches; each (epoch, seq) is counted once', UsageAnswer, 'node'),
    nodeOnly,
    validate('json', UsageReport),
    async (c) => c.json(unwrapResult(await countUsage(c.env.DB, c.get('node').id, c.req.valid('json'), c.get('now'))), 200),
  )
  .post(
    '/heartbeat',
    describe('sub-server', "A proxy node's health; the answer names the portal's feed version", HeartbeatAnswer, 'node'),
    nodeOnly,
    validate('json', Heartbeat),
    async (c) => c.json(await recordHeartbeat(c.env, c.get('node').id, c.req.valid('json'), c.get('now')), 200),
  )
