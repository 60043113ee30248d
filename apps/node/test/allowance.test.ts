import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../worker/test/servers/proxy-servers.ts'
import { type ContractPortal, startContractPortal } from './contract-portal.ts'
import { curl, curlRunning, curlSizes, httpProxy, socksProxy } from './curl.ts'
import { access, proxy } from './feed-builder.ts'
import { NodeProcess, until } from './node-process.ts'
import { type Origin, startOrigin } from './origin.ts'

/**
 * Bandwidth allowances: the node stops an owner's traffic when what it moved since the portal's
 * count reaches the allowance (a plan's allowance spans its proxies), and does not subtract twice
 * what a newer feed already counts.
 */
let portal: ContractPortal
let origin: Origin
let node: NodeProcess
const port: Record<string, number> = {}
const MB = 1_000_000

const planAccess = (allowanceBytes: number | null) =>
  access({ owner: 'plan', ownerId: 'plan-q', username: 'quinn', password: 'QuinnPass2026', allowanceBytes })
const privateAccess = (allowanceBytes: number | null) => access({ username: 'rosa', password: 'RosaPass20261', allowanceBytes })
function feed(plan: number | null, own: number | null) {
  return [
    proxy({
      id: 'q1',
      httpPort: port.q1 as number,
      socksPort: port.q1Socks as number,
      exitAddress: '127.0.0.41',
      access: [planAccess(plan)],
    }),
    proxy({ id: 'q2', httpPort: port.q2 as number, exitAddress: '127.0.0.42', access: [planAccess(plan)] }),
    proxy({ id: 'r', httpPort: port.r as number, exitAddress: '127.0.0.43', access: [privateAccess(own)] }),
  ]
}
const served = (version: string) => until(() => portal.state.heartbeats.at(-1)?.feedVersion === version, `feed ${version} served`)

beforeAll(async () => {
  ;[portal, origin] = await Promise.all([startContractPortal(), startOrigin()])
  for (const name of ['q1', 'q1Socks', 'q2', 'r']) port[name] = await freePort()
  const version = portal.setFeed(feed(2 * MB, 3 * MB))
  node = new NodeProcess({ portalUrl: portal.url, key: portal.key }).start()
  await served(version)
})

afterAll(async () => {
  await node?.dispose()
  await Promise.all([portal?.close(), origin?.close()])
  expect(portal.state.violations).toEqual([])
})

describe('a bandwidth allowance', () => {
  it("stops a download at the plan's allowance, then refuses the plan on its other proxies with 403 quota", async () => {
    // 6 MB at 2 MB/s: the node must cut it near 2 MB (checked every 200 ms).
    const stream = curlRunning([...httpProxy(port.q1 as number, 'quinn:QuinnPass2026'), `${origin.url}/paced/${6 * MB}/2000`])
    const ended = await stream.ended
    expect(ended.exit).toBe(18)
    expect(stream.received()).toBeGreaterThan(1.9 * MB)
    expect(stream.received()).toBeLessThan(2.8 * MB)
    const other = await curl([...httpProxy(port.q2 as number, 'quinn:QuinnPass2026'), `${origin.url}/ip`])
    expect(other.status).toBe(403)
    expect(other.body).toMatch(/^quota:/)
    const socks = await curl([...socksProxy(port.q1Socks as number, 'quinn:QuinnPass2026'), `${origin.url}/ip`])
    expect(socks.stderr).toMatch(/\(2\)/)
    // Another owner is not affected.
    expect((await curl([...httpProxy(port.r as number, 'rosa:RosaPass20261'), `${origin.url}/ip`])).body).toBe('127.0.0.43')
  })

  it('lets the plan in again when the portal raises the allowance (a bandwidth upgrade)', async () => {
    await until(() => portal.state.heartbeats.at(-1)?.pendingReports === 0, 'usage reported')
    const counted = portal.countedBytes('q1')
    await served(portal.setFeed(feed(10 * MB - counted.up - counted.down, 3 * MB), { countedUsage: portal.countedUsage() }))
    expect((await curl([...httpProxy(port.q2 as number, 'quinn:QuinnPass2026'), `${origin.url}/ip`])).body).toBe('127.0.0.42')
  })

  it("subtracts only what the feed's countedUsage does not already count", async () => {
    const first = await curlSizes([...httpProxy(port.r as number, 'rosa:RosaPass20261'), `${origin.url}/bytes/${MB}`])
    await until(() => portal.countedBytes('r').down >= first.down && portal.state.heartbeats.at(-1)?.pendingReports === 0, 'counted')
    const used = portal.countedBytes('r')
    // The portal's view: 3 MB less what it counted, as of its last counted batch.
    await served(portal.setFeed(feed(null, 3 * MB - used.up - used.down), { countedUsage: portal.countedUsage() }))
    const second = await curlSizes([...httpProxy(port.r as number, 'rosa:RosaPass20261'), `${origin.url}/bytes/${1.5 * MB}`])
    expect(second.down).toBeGreaterThan(1.5 * MB)
    // About 0.5 MB is left: a paced 1 MB download is cut there.
    const third = curlRunning([...httpProxy(port.r as number, 'rosa:RosaPass20261'), `${origin.url}/paced/${MB}/1000`])
    expect((await third.ended).exit).toBe(18)
    expect(third.received()).toBeGreaterThan(0.4 * MB)
    expect(third.received()).toBeLessThan(0.8 * MB)
  })
})
