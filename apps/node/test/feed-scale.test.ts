import type { NodeProxy } from '@proxy-portal/worker/contract/node-feed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContractPortal, startContractPortal } from './contract-portal.ts'
import { curl, curlRunning } from './curl.ts'
import { access, proxy } from './feed-builder.ts'
import { NodeProcess, until } from './node-process.ts'
import { type Origin, startOrigin } from './origin.ts'

/**
 * A node with 10,000 proxies, as a server with many addresses has them: 100 listen addresses
 * (127.77.0.1-100) with 100 ports each, every proxy its own exit (127.78.x.y), 2,000 with a SOCKS5
 * port as well (12,000 ports: within this machine's 20,000 open files). One changed proxy then
 * applies without touching anyone else's tunnel or port.
 */
const PROXIES = 10_000
const WITH_SOCKS = 2000
// Ports below the ephemeral range, on addresses nothing else here listens on.
const BASE = 20_000 + Math.floor(Math.random() * 90) * 100
let portal: ContractPortal
let origin: Origin
let node: NodeProcess
let proxies: NodeProxy[]

const hostOf = (at: number) => `127.77.0.${Math.floor(at / 100) + 1}`
const login = (at: number) => `u${at}:Pass${at}word`
function makeProxy(at: number): NodeProxy {
  return proxy({
    id: `scale-${at}`,
    listenHost: hostOf(at),
    httpPort: BASE + (at % 100),
    socksPort: at < WITH_SOCKS ? BASE + 100 + (at % 100) : null,
    exitAddress: `127.78.${Math.floor(at / 250)}.${(at % 250) + 1}`,
    access: [access({ username: `u${at}`, password: `Pass${at}word` })],
  })
}
const through = (at: number, who = login(at), scheme = 'http', port = BASE + (at % 100)) =>
  curl(['--proxy', `${scheme}://${who}@${hostOf(at)}:${port}`, `${origin.url}/ip`])
const beat = () => portal.state.heartbeats.at(-1)

beforeAll(async () => {
  ;[portal, origin] = await Promise.all([startContractPortal(), startOrigin()])
  node = new NodeProcess({ portalUrl: portal.url, key: portal.key, env: { NODE_LOG_LEVEL: 'info' } }).start()
  await until(() => beat()?.feedVersion === portal.feed.version, 'the node up with an empty feed')
})

afterAll(async () => {
  await node?.dispose()
  await Promise.all([portal?.close(), origin?.close()])
  expect(portal.state.violations).toEqual([])
})

describe('a feed of 10,000 proxies', () => {
  it('is applied: every port open, each proxy leaving from its own exit', async () => {
    proxies = Array.from({ length: PROXIES }, (_, at) => makeProxy(at))
    const started = Date.now()
    const version = portal.setFeed(proxies)
    await until(() => beat()?.feedVersion === version, 'the 10,000-proxy feed served', 50_000)
    console.log(`10,000 proxies (12,000 ports) served ${Date.now() - started} ms after the feed changed`)
    expect(beat()).toMatchObject({ proxiesServed: PROXIES, listeners: PROXIES + WITH_SOCKS, lastError: null })
    for (const at of [0, 4321, 9999]) expect((await through(at)).body).toBe(makeProxy(at).exitAddress)
    expect((await through(1234, login(1234), 'socks5h', BASE + 100 + 34)).body).toBe(makeProxy(1234).exitAddress)
    expect((await through(4321, login(4322))).status).toBe(407)
  })

  it("applies a change to one proxy without touching other customers' tunnels or ports", async () => {
    const others = [17, 5555, 9000].map((at) =>
      curlRunning(['--proxy', `http://${login(at)}@${hostOf(at)}:${BASE + (at % 100)}`, `${origin.url}/stream`]),
    )
    const changed = curlRunning(['--proxy', `http://${login(42)}@${hostOf(42)}:${BASE + 42}`, `${origin.url}/stream`])
    await until(() => [...others, changed].every((stream) => stream.received() > 5000), 'the streams flowing')
    proxies = proxies.map((entry, at) =>
      at === 42 ? { ...entry, access: [access({ username: 'u42', password: 'NewPass42word' })] } : entry,
    )
    const started = Date.now()
    const version = portal.setFeed(proxies)
    await until(() => beat()?.feedVersion === version, 'the change served')
    console.log(`one changed proxy in a 10,000-proxy feed served ${Date.now() - started} ms after the change`)
    expect((await changed.ended).exit).toBe(18)
    expect((await through(42)).status).toBe(407)
    expect((await through(42, 'u42:NewPass42word')).body).toBe(makeProxy(42).exitAddress)
    const before = others.map((stream) => stream.received())
    await new Promise((wait) => setTimeout(wait, 500))
    expect(others.map((stream, at) => stream.received() > (before[at] as number))).toEqual([true, true, true])
    expect(beat()).toMatchObject({ listeners: PROXIES + WITH_SOCKS, openConnections: 3 })
    for (const stream of others) stream.stop()
  })

  it('closes only the ports of proxies that left the feed', async () => {
    const version = portal.setFeed(proxies.slice(0, PROXIES / 2))
    await until(() => beat()?.feedVersion === version, 'the halved feed served', 30_000)
    expect(beat()).toMatchObject({ proxiesServed: PROXIES / 2, listeners: PROXIES / 2 + WITH_SOCKS })
    expect((await through(PROXIES - 1)).exit).toBe(7)
    expect((await through(1)).body).toBe(makeProxy(1).exitAddress)
  })
})
