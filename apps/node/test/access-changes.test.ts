import type { NodeProxy } from '@proxy-portal/worker/contract/node-feed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, refusingPort } from '../../../worker/test/servers/proxy-servers.ts'
import { type ContractPortal, startContractPortal } from './contract-portal.ts'
import { curl, curlRunning, httpProxy, socksProxy } from './curl.ts'
import { access, proxy } from './feed-builder.ts'
import { NodeProcess, until } from './node-process.ts'
import { type Origin, startOrigin } from './origin.ts'

/**
 * A feed that changes while customers use their proxies: the change is in force within one pull
 * (pollSeconds 1 here), the changed proxy's tunnels close when their access ended, and nobody
 * else's tunnel is touched.
 */
let portal: ContractPortal
let origin: Origin
let node: NodeProcess
let proxies: NodeProxy[]
const port: Record<string, number> = {}

const byId = (id: string) => proxies.find((entry) => entry.id === id) as NodeProxy
/** Publishes the feed with one proxy replaced, and waits until the node reports serving it. */
async function change(id: string, edit: (entry: NodeProxy) => NodeProxy): Promise<number> {
  proxies = proxies.map((entry) => (entry.id === id ? edit(entry) : entry))
  const started = Date.now()
  const version = portal.setFeed(proxies)
  await until(() => portal.state.heartbeats.at(-1)?.feedVersion === version, `feed ${version} served`)
  return Date.now() - started
}
const ip = (proxyPort: number, login?: string) => curl([...httpProxy(proxyPort, login), `${origin.url}/ip`])

beforeAll(async () => {
  ;[portal, origin] = await Promise.all([startContractPortal({ pollSeconds: 1 }), startOrigin()])
  for (const name of ['a', 'aSocks', 'b', 'c', 'd']) port[name] = await freePort()
  proxies = [
    proxy({
      id: 'a',
      httpPort: port.a as number,
      socksPort: port.aSocks as number,
      exitAddress: '127.0.0.11',
      access: [access({ username: 'ann', password: 'AnnPass20261' })],
    }),
    proxy({
      id: 'b',
      httpPort: port.b as number,
      exitAddress: '127.0.0.12',
      access: [access({ username: 'ben', password: 'BenPass20261' })],
    }),
    proxy({
      id: 'c',
      httpPort: port.c as number,
      exitAddress: '127.0.0.13',
      access: [access({ username: 'cid', password: 'CidPass20261', authIps: ['127.0.0.1'] })],
    }),
    proxy({
      id: 'd',
      httpPort: port.d as number,
      exitAddress: '127.0.0.14',
      access: [access({ username: 'dot', password: 'DotPass20261' })],
    }),
  ]
  const version = portal.setFeed(proxies)
  node = new NodeProcess({ portalUrl: portal.url, key: portal.key }).start()
  await until(() => portal.state.heartbeats.some((beat) => beat.feedVersion === version), 'the node to serve the feed')
})

afterAll(async () => {
  await node?.dispose()
  await Promise.all([portal?.close(), origin?.close()])
  expect(portal.state.violations).toEqual([])
})

describe('pulling the feed', () => {
  it('pulls with the served ETag and gets 304 while nothing changed', async () => {
    const before = portal.state.pulls.length
    await until(() => portal.state.pulls.length >= before + 2, 'two more pulls')
    const recent = portal.state.pulls.slice(before)
    expect(recent.every((pull) => pull.ifNoneMatch === `"${portal.feed.version}"` && pull.status === 304)).toBe(true)
  })
})

describe('a password change', () => {
  it('refuses the old password and accepts the new one within one sync, leaving another customer streaming', async () => {
    expect((await ip(port.a as number, 'ann:AnnPass20261')).body).toBe('127.0.0.11')
    const other = curlRunning([...httpProxy(port.d as number, 'dot:DotPass20261'), `${origin.url}/stream`])
    const own = curlRunning([...httpProxy(port.a as number, 'ann:AnnPass20261'), `${origin.url}/stream`])
    await until(() => other.received() > 10_000 && own.received() > 10_000, 'both streams flowing')
    const tookMs = await change('a', (entry) => ({ ...entry, access: [access({ username: 'ann', password: 'AnnNewPass2026' })] }))
    expect(tookMs).toBeLessThan(3000)
    expect((await ip(port.a as number, 'ann:AnnPass20261')).status).toBe(407)
    expect(await ip(port.a as number, 'ann:AnnNewPass2026')).toMatchObject({ status: 200, body: '127.0.0.11' })
    // The tunnel opened with the old password is closed; the other customer's keeps flowing.
    const ended = await own.ended
    expect(ended.afterMs).toBeLessThan(10_000)
    const flowing = other.received()
    await new Promise((wait) => setTimeout(wait, 300))
    expect(other.received()).toBeGreaterThan(flowing)
    other.stop()
  })

  it('applies a change at the next heartbeat when the feed asks for long pulls (pollSeconds 30)', async () => {
    const slow = portal.setFeed(proxies, { pollSeconds: 30 })
    await until(() => portal.state.heartbeats.at(-1)?.feedVersion === slow, 'the slow feed served')
    const pullsBefore = portal.state.pulls.length
    proxies = proxies.map((entry) =>
      entry.id === 'b' ? { ...entry, access: [access({ username: 'ben', password: 'BenNewPass2026' })] } : entry,
    )
    portal.setFeed(proxies)
    await until(async () => (await ip(port.b as number, 'ben:BenNewPass2026')).status === 200, 'the new password in force', 4000)
    // One pull, asked for by the heartbeat's answer, not a 30-second poll.
    expect(portal.state.pulls.length).toBe(pullsBefore + 1)
    const fast = portal.setFeed(proxies, { pollSeconds: 1 })
    await until(() => portal.state.heartbeats.at(-1)?.feedVersion === fast, 'the fast feed served')
  })
})

describe('access that ends closes open tunnels', () => {
  it('closes a tunnel when its proxy expires, between pulls, and refuses it after', async () => {
    const ends = Date.now() + 3000
    await change('d', (entry) => ({ ...entry, access: [access({ username: 'dot', password: 'DotPass20261', expiresAt: ends })] }))
    const stream = curlRunning([...httpProxy(port.d as number, 'dot:DotPass20261'), `${origin.url}/stream`])
    const socks = curlRunning([...socksProxy(port.aSocks as number, 'ann:AnnNewPass2026'), `${origin.url}/stream`])
    await until(() => stream.received() > 5000 && socks.received() > 5000, 'both streams flowing before the end')
    expect(Date.now()).toBeLessThan(ends)
    const ended = await stream.ended
    expect(Date.now()).toBeGreaterThanOrEqual(ends)
    expect(Date.now() - ends).toBeLessThan(1000)
    // curl's 'transfer closed with outstanding read data remaining': the node cut the stream.
    expect(ended.exit).toBe(18)
    const refused = await ip(port.d as number, 'dot:DotPass20261')
    expect(refused.status).toBe(403)
    expect(refused.body).toMatch(/^expired:/)
    // Proxy a (another customer, over SOCKS5) was not touched.
    const flowing = socks.received()
    await new Promise((wait) => setTimeout(wait, 300))
    expect(socks.received()).toBeGreaterThan(flowing)
    socks.stop()
  })

  it('closes an IP-authorised tunnel when its auth IP is removed', async () => {
    const stream = curlRunning([...httpProxy(port.c as number), `${origin.url}/stream`])
    await until(() => stream.received() > 5000, 'the stream flowing')
    await change('c', (entry) => ({ ...entry, access: [access({ username: 'cid', password: 'CidPass20261', authIps: [] })] }))
    expect((await stream.ended).afterMs).toBeLessThan(10_000)
    expect((await ip(port.c as number)).status).toBe(407)
  })

  it('closes tunnels when the exit address changes; new ones leave from the new exit', async () => {
    const stream = curlRunning([...httpProxy(port.c as number, 'cid:CidPass20261'), `${origin.url}/stream`])
    await until(() => stream.received() > 5000, 'the stream flowing')
    await change('c', (entry) => ({ ...entry, exitAddress: '127.0.0.23' }))
    expect((await stream.ended).afterMs).toBeLessThan(10_000)
    expect((await ip(port.c as number, 'cid:CidPass20261')).body).toBe('127.0.0.23')
  })

  it('keeps the node serving its saved feed after a restart while the portal is unreachable', async () => {
    await node.stop()
    const unreachable = `http://127.0.0.1:${await refusingPort()}`
    const restarted = new NodeProcess({ portalUrl: unreachable, key: portal.key, stateDir: node.stateDir }).start()
    try {
      await until(async () => (await ip(port.c as number, 'cid:CidPass20261')).body === '127.0.0.23', 'the saved feed served')
      expect(byId('c').exitAddress).toBe('127.0.0.23')
    } finally {
      await restarted.stop()
    }
    node.start()
    await until(() => portal.state.heartbeats.at(-1)?.feedVersion === portal.feed.version, 'the node back')
  })
})
