import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import type { NodeFeed } from '@proxy-portal/worker/contract/node-feed'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { curl } from '../../apps/node/test/curl.ts'
import { takeDemoPorts } from '../../apps/node/test/demo-ports.ts'
import { NodeProcess, until } from '../../apps/node/test/node-process.ts'
import { type Origin, startOrigin } from '../../apps/node/test/origin.ts'
import { type ExtensionBrowser, launchExtension } from './extension-browser.ts'
import { connect, proxyInForce, proxyList, setBypassList, useProxy } from './popup-driver.ts'
import { type Api, apiClient, boughtProxies, connectCode, logIn } from './portal-api.ts'

/**
 * The extension switched to one of the demo customer's proxies, served by the node program on the
 * demo inventory (as `npm start` runs it): Chromium's page loads leave from that proxy's exit
 * address, the extension answering the node's login challenge.
 */
let node: NodeProcess
let ports: { release: () => void }
let origin: Origin
let browser: ExtensionBrowser
let popup: Page
let api: Api
let proxy: BoughtProxyView
let exit: string
const errors: string[] = []
const endpoint = () => `${proxy.host}:${proxy.httpPort}`

beforeAll(async () => {
  api = await apiClient()
  await logIn(api, 'customer', 'Customer@12345')
  const held = await boughtProxies(api)
  proxy = held.find((entry) => entry.ipVersion === 'ipv4' && entry.httpPort !== null) as BoughtProxyView
  const feed = (await (
    await fetch(`${inject('portalUrl')}/api/sub-server/feed`, { headers: { 'x-node-key': inject('demoNodeKey') } })
  ).json()) as NodeFeed
  exit = feed.proxies.find((entry) => entry.httpPort === proxy.httpPort)?.exitAddress as string
  // A site on a loopback address of its own: the extension always lets the portal's 127.0.0.1 go direct.
  origin = await startOrigin('127.0.9.9')
  ports = await takeDemoPorts()
  node = new NodeProcess({ portalUrl: inject('portalUrl'), key: inject('demoNodeKey') }).start()
  const login = `${proxy.username}:${proxy.password}`
  await until(
    async () => (await curl(['--proxy', `http://${login}@${endpoint()}`, `${origin.url}/ip`])).body === exit,
    'the node serving',
    30_000,
  )
  browser = await launchExtension()
  popup = await browser.openPopup()
  popup.on('pageerror', (error) => errors.push(error.message))
})

afterAll(async () => {
  await browser?.close()
  await node?.dispose()
  ports?.release()
  await origin?.close()
  expect(errors).toEqual([])
})

describe('the extension on a demo proxy', () => {
  it("loads pages from the proxy's own exit address, answering the node's login itself", async () => {
    expect(exit).toMatch(/^127\.0\.\d+\.\d+$/)
    await connect(popup, await connectCode(api, 'Chromium on the demo node'))
    await proxyList(popup).waitFor()
    // Loopback leaves the bypass list, so the local site goes through the proxy.
    await setBypassList(popup, ['example.com'])
    await useProxy(popup, endpoint())
    await expect.poll(async () => (await proxyInForce(popup)).proxy, { timeout: 5000 }).toBe(endpoint())
    const tab = await browser.context.newPage()
    const answer = await tab.goto(`${origin.url}/ip`)
    expect(answer?.status()).toBe(200)
    expect(await tab.locator('body').innerText()).toBe(exit)
    // Directly, the site sees the browser's own loopback address instead.
    await popup.bringToFront()
    await popup.getByRole('button', { name: 'Trực tiếp', exact: true }).click()
    await expect.poll(async () => (await proxyInForce(popup)).mode, { timeout: 5000 }).toBe('direct')
    await tab.goto(`${origin.url}/ip/direct`)
    expect(await tab.locator('body').innerText()).toBe('127.0.0.1')
  })
})
