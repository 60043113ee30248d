import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../worker/test/servers/proxy-servers.ts'
import { type ContractPortal, startContractPortal } from './contract-portal.ts'
import { curl, httpProxy, socksProxy } from './curl.ts'
import { access, proxy } from './feed-builder.ts'
import { NodeProcess, until } from './node-process.ts'
import { type Origin, startOrigin } from './origin.ts'

/**
 * IPv6 exits drawn from a prefix, as IPv6 proxies are sold: fd00:7696::/64 routed to lo as AnyIP
 * and ip_nonlocal_bind on (both undone after), so any address of the prefix can be an exit.
 */
const PREFIX = 'fd00:7696::/64'
const NONLOCAL_BIND = '/proc/sys/net/ipv6/ip_nonlocal_bind'
let portal: ContractPortal
let origin: Origin
let node: NodeProcess
let addedRoute = false
let bindBefore: string | null = null
const port: Record<string, number> = {}

function setUpPrefix(): void {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `IPv6 exits need root: this test routes ${PREFIX} to lo (AnyIP) and sets net.ipv6.ip_nonlocal_bind=1. Run it as root (CI does).`,
    )
  }
  try {
    const routes = execFileSync('ip', ['-6', 'route', 'show', 'table', 'local', PREFIX], { encoding: 'utf8' })
    if (!routes.trim()) {
      execFileSync('ip', ['-6', 'route', 'add', 'local', PREFIX, 'dev', 'lo'], { stdio: 'pipe' })
      addedRoute = true
    }
    bindBefore = readFileSync(NONLOCAL_BIND, 'utf8').trim()
    writeFileSync(NONLOCAL_BIND, '1')
  } catch (error) {
    throw new Error(
      `could not route ${PREFIX} to lo or set ip_nonlocal_bind (is IPv6 on, and may this user change routes?): ${(error as Error).message}`,
    )
  }
}

function tearDownPrefix(): void {
  if (addedRoute) execFileSync('ip', ['-6', 'route', 'del', 'local', PREFIX, 'dev', 'lo'], { stdio: 'ignore' })
  if (bindBefore !== null) writeFileSync(NONLOCAL_BIND, bindBefore)
}

const feed = (exit: string) => [
  proxy({
    id: 'v6',
    httpPort: port.http as number,
    socksPort: port.socks as number,
    exitAddress: exit,
    ipVersion: 'ipv6',
    access: [access({ username: 'ivy', password: 'IvyPass20261' })],
  }),
]

beforeAll(async () => {
  setUpPrefix()
  ;[portal, origin] = await Promise.all([startContractPortal(), startOrigin('::1')])
  port.http = await freePort()
  port.socks = await freePort()
  const version = portal.setFeed(feed('fd00:7696::1234'), { ipv6Prefix: PREFIX })
  node = new NodeProcess({ portalUrl: portal.url, key: portal.key }).start()
  await until(() => portal.state.heartbeats.some((beat) => beat.feedVersion === version), 'the node to serve the feed')
})

afterAll(async () => {
  await node?.dispose()
  await Promise.all([portal?.close(), origin?.close()])
  tearDownPrefix()
})

describe('an IPv6 proxy', () => {
  it('leaves from its IPv6 exit over HTTP, CONNECT and SOCKS5', async () => {
    const plain = await curl([...httpProxy(port.http as number, 'ivy:IvyPass20261'), `${origin.url}/ip`])
    expect(plain).toMatchObject({ status: 200, body: 'fd00:7696::1234' })
    const tunnel = await curl(['--insecure', ...httpProxy(port.http as number, 'ivy:IvyPass20261'), `${origin.httpsUrl}/ip`])
    expect(tunnel).toMatchObject({ status: 200, body: 'fd00:7696::1234' })
    const socks = await curl([...socksProxy(port.socks as number, 'ivy:IvyPass20261'), `${origin.url}/ip`])
    expect(socks).toMatchObject({ status: 200, body: 'fd00:7696::1234' })
    expect(portal.state.heartbeats.at(-1)?.lastError).toBeNull()
  })

  it('cannot reach an IPv4 address from an IPv6 exit, and says so (502, SOCKS5 reply 8)', async () => {
    const plain = await curl([...httpProxy(port.http as number, 'ivy:IvyPass20261'), 'http://127.0.0.1:9/ip'])
    expect(plain.status).toBe(502)
    expect(plain.body).toMatch(/^family:/)
    const socks = await curl([...socksProxy(port.socks as number, 'ivy:IvyPass20261'), 'http://127.0.0.1:9/ip'])
    expect(socks.stderr).toMatch(/\(8\)/)
  })

  it('changes its exit to another address of the prefix, on the same port and login', async () => {
    const version = portal.setFeed(feed('fd00:7696::beef:42'), { ipv6Prefix: PREFIX })
    await until(() => portal.state.heartbeats.at(-1)?.feedVersion === version, 'the new exit served')
    expect((await curl([...httpProxy(port.http as number, 'ivy:IvyPass20261'), `${origin.url}/ip`])).body).toBe('fd00:7696::beef:42')
  })

  it('reports an exit outside any prefix routed here in its heartbeat', async () => {
    const version = portal.setFeed(feed('fd00:7697::1'), { ipv6Prefix: PREFIX })
    await until(() => portal.state.heartbeats.at(-1)?.feedVersion === version, 'the feed served')
    await until(() => portal.state.heartbeats.at(-1)?.lastError, 'an error in the heartbeat')
    expect(portal.state.heartbeats.at(-1)?.lastError).toMatch(/exit address fd00:7697::1 .*ip -6 route add local/)
  })
})
