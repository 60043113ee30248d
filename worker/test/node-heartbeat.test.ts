import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SubServerView } from '../src/contract/inventory'
import { expectError, signedInAdmin } from './accounts'
import { caller, ok } from './catalogue-helpers'
import { beat, feedOf, heartbeat, keyOf, sendBeat } from './node-fixtures'
import { addProxies, seedCatalogue } from './order-fixtures'

describe("a node's heartbeat", () => {
  let node: string
  let admin: ReturnType<typeof caller>
  beforeEach(async () => {
    admin = caller((await signedInAdmin()).accessToken)
    await seedCatalogue()
    await addProxies(2, 'VN')
    node = (await env.DB.prepare('SELECT id FROM sub_servers').first<{ id: string }>())?.id ?? ''
  })

  const nodesSeenByAdmin = () => ok<SubServerView[]>(admin.get('/api/sub-server/list'))

  it('is stored and shown to the admin: online, last seen, the feed version served and when, the last error', async () => {
    const key = await keyOf(node)
    const before = await nodesSeenByAdmin()
    expect(before[0]).toMatchObject({ _id: node, health: null, key: { prefix: key.slice(0, 10), issuedAt: expect.any(Number) } })
    const feed = await feedOf(node)
    const sent = heartbeat(feed.version, { lastError: 'port 10001: EADDRINUSE' })
    expect(await sendBeat(key, sent)).toEqual({ feedVersion: feed.version, heartbeatSeconds: 15 })
    const [seen] = await nodesSeenByAdmin()
    expect(seen).toMatchObject({
      feedVersion: feed.version,
      health: {
        online: true,
        lastSeenAt: expect.any(Number),
        version: '0.1.0',
        startedAt: sent.startedAt,
        uptimeSeconds: 60,
        proxiesServed: 3,
        listeners: 6,
        openConnections: 2,
        bytesPerSecond: 1201,
        pendingReports: 0,
        appliedFeedVersion: feed.version,
        feedAppliedAt: sent.feedAppliedAt,
        lastError: 'port 10001: EADDRINUSE',
      },
    })
    // 90 seconds without a heartbeat: offline, last seen kept.
    await env.DB.prepare('UPDATE sub_servers SET last_seen_at = ? WHERE id = ?')
      .bind(Date.now() - 91_000, node)
      .run()
    expect((await nodesSeenByAdmin())[0]?.health).toMatchObject({ online: false, appliedFeedVersion: feed.version })
  })

  it("answers the portal's feed version, so a node serving an older one knows to pull", async () => {
    const key = await keyOf(node)
    const feed = await feedOf(node)
    await env.DB.prepare("UPDATE proxies SET password = 'changed123' WHERE sub_server_id = ?").bind(node).run()
    const answer = await sendBeat(key, heartbeat(feed.version))
    expect(Number(answer.feedVersion)).toBeGreaterThan(Number(feed.version))
    expect(await sendBeat(key, heartbeat(null))).toEqual(answer)
  })

  it('refuses a malformed heartbeat and an unknown key', async () => {
    const key = await keyOf(node)
    await expectError(beat(key, { ...heartbeat('1'), openConnections: -1 }), 400, 'INVALID_INPUT')
    await expectError(beat(key, { ...heartbeat('1'), lastError: 'x'.repeat(501) }), 400, 'INVALID_INPUT')
    await expectError(beat('pn_nope', heartbeat('1')), 409, 'PERMISSION_DENIED')
  })
})
