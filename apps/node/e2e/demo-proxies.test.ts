import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import type { BoughtCheckAnswer } from '@proxy-portal/worker/contract/checker'
import { NODE_POLL_SECONDS } from '@proxy-portal/worker/contract/node-feed'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { curl } from '../test/curl.ts'
import { takeDemoPorts } from '../test/demo-ports.ts'
import { NodeProcess, until } from '../test/node-process.ts'
import { call, customerToken, demoProxies, fedProxy, portalUrl } from './portal.ts'

/**
 * What the README promises after `npm start`: the demo customer's proxies carry traffic through the
 * local node from their own exit addresses, the portal's checker finds them alive with that exit,
 * and what the customer changes on the portal is in force on the node within one sync.
 */
let node: NodeProcess
let ports: { release: () => void }
let token: string
let proxies: BoughtProxyView[]
const exits = new Map<string, string>()
/** One sync: the node pulls every NODE_POLL_SECONDS, or sooner when a heartbeat names a new version. */
const ONE_SYNC_MS = NODE_POLL_SECONDS * 1000 + 3000

const myIp = (proxy: BoughtProxyView, login = `${proxy.username}:${proxy.password}`, scheme = 'http', extra: string[] = []) =>
  curl([
    ...extra,
    '--proxy',
    `${scheme}://${login ? `${login}@` : ''}127.0.0.1:${scheme === 'http' ? proxy.httpPort : proxy.socksPort}`,
    '--header',
    `authorization: Bearer ${token}`,
    `${portalUrl().replace('localhost', '127.0.0.1')}/api/user/my-ip`,
  ])
const ipOf = (result: { body: string }) => (JSON.parse(result.body || '{}') as { ip?: string }).ip

beforeAll(async () => {
  token = await customerToken()
  proxies = await demoProxies(token, 'ipv4')
  expect(proxies.length).toBeGreaterThanOrEqual(3)
  for (const proxy of proxies) exits.set(proxy._id, (await fedProxy(proxy.httpPort as number)).exitAddress)
  ports = await takeDemoPorts()
  node = new NodeProcess({ portalUrl: portalUrl(), key: inject('demoNodeKey') }).start()
  await until(async () => (await myIp(proxies[0] as BoughtProxyView)).status === 200, 'the node serving the demo proxies', 30_000).catch(
    (error: Error) => {
      throw new Error(`${error.message}\n${node.output}`)
    },
  )
})

afterAll(async () => {
  await node?.dispose()
  ports?.release()
})

describe('a demo proxy through the local node', () => {
  it("answers /api/user/my-ip with the proxy's own exit address over HTTP, CONNECT and SOCKS5", async () => {
    const proxy = proxies[0] as BoughtProxyView
    const exit = exits.get(proxy._id)
    expect(exit).toMatch(/^127\.0\.\d+\.\d+$/)
    expect(exit).not.toBe('127.0.0.1')
    expect(ipOf(await myIp(proxy))).toBe(exit)
    expect(ipOf(await myIp(proxy, undefined, 'http', ['--proxytunnel']))).toBe(exit)
    expect(ipOf(await myIp(proxy, undefined, 'socks5h'))).toBe(exit)
    // Another proxy of the customer leaves from another address.
    const other = proxies[1] as BoughtProxyView
    expect(ipOf(await myIp(other))).toBe(exits.get(other._id))
    expect(exits.get(other._id)).not.toBe(exit)
  })

  it('answers 407 to a wrong password', async () => {
    const proxy = proxies[0] as BoughtProxyView
    expect((await myIp(proxy, `${proxy.username}:Wrong${proxy.password}`)).status).toBe(407)
  })

  it("is alive in the portal's own checker, with that exit IP", async () => {
    const proxy = proxies[0] as BoughtProxyView
    const answer = await call<BoughtCheckAnswer>('/api/bought-proxy/check', token, 'POST', { listBoughtProxyId: [proxy._id] })
    expect(answer.results[0]).toMatchObject({ id: proxy._id, locked: false, exitIp: exits.get(proxy._id), health: { alive: true } })
  })
})

describe('changes on the portal, in force on the node within one sync', () => {
  it('a new password: the old one refused, the new one let in', async () => {
    const proxy = proxies[1] as BoughtProxyView
    const password = `Node${Date.now().toString(36)}x1`
    const started = Date.now()
    await call('/api/bought-proxy/change-password', token, 'PUT', { listBoughtProxyId: [proxy._id], password })
    await until(async () => (await myIp(proxy, `${proxy.username}:${password}`)).status === 200, 'the new password let in', ONE_SYNC_MS)
    expect(Date.now() - started).toBeLessThan(ONE_SYNC_MS)
    expect((await myIp(proxy)).status).toBe(407)
  })

  it('an auth IP: the customer gets in without a login', async () => {
    const proxy = proxies[2] as BoughtProxyView
    expect((await myIp(proxy, '')).status).toBe(407)
    await call('/api/bought-proxy/auth-ip', token, 'PUT', { listBoughtProxyId: [proxy._id], authIp: '127.0.0.1' })
    await until(async () => (await myIp(proxy, '')).status === 200, 'IP authentication in force', ONE_SYNC_MS)
    expect(ipOf(await myIp(proxy, ''))).toBe(exits.get(proxy._id))
  })
})
