import type { NodeProxy } from '@proxy-portal/worker/contract/node-feed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../worker/test/servers/proxy-servers.ts'
import { type ContractPortal, startContractPortal } from './contract-portal.ts'
import { access, proxy } from './feed-builder.ts'
import { NodeProcess, until } from './node-process.ts'

/**
 * A rotating key's change-IP call answers once the node says it serves the change (ADR 0028), so the
 * node reports a newly applied feed at once instead of at its next heartbeat (30 s here).
 */
let portal: ContractPortal
let node: NodeProcess
let keyed: NodeProxy

beforeAll(async () => {
  portal = await startContractPortal({ pollSeconds: 1, heartbeatSeconds: 30 })
  const login = access({ owner: 'key', ownerId: 'key-1', username: 'skkey', password: 'KeyPass20261' })
  keyed = proxy({ id: 'k', httpPort: await freePort(), exitAddress: '127.0.0.21', access: [login] })
  const version = portal.setFeed([keyed])
  node = new NodeProcess({ portalUrl: portal.url, key: portal.key }).start()
  await until(() => portal.state.heartbeats.some((beat) => beat.feedVersion === version), 'the node to serve the feed')
})

afterAll(async () => {
  await node?.dispose()
  await portal?.close()
  expect(portal.state.violations).toEqual([])
})

describe('the node after applying a new feed', () => {
  it('sends a heartbeat naming the new version within its next pull, not at its next 30-second beat', async () => {
    const beats = portal.state.heartbeats.length
    const started = Date.now()
    const version = portal.setFeed([{ ...keyed, exitAddress: '127.0.0.22' }])
    await until(() => portal.state.heartbeats.some((beat) => beat.feedVersion === version), 'a heartbeat naming the new feed', 5000)
    expect(Date.now() - started).toBeLessThan(5000)
    // One beat for the change, not a burst.
    expect(portal.state.heartbeats.length - beats).toBe(1)
  })
})
