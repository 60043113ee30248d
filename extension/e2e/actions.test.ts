import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callWithToken, checkerTunnels, issueConnection, listedProxy, myIpSeenFromPopup, noteOnceItSays, rowOf } from './actions-helpers.ts'
import { type ExtensionBrowser, launchExtension } from './extension-browser.ts'
import { badgeText, connect, proxyInForce, proxyList, useProxy } from './popup-driver.ts'
import { type Api, adminApi, buy, call, customerApi, stockCountry } from './portal-api.ts'

/**
 * The popup's actions on a bought proxy against the real portal: Test (the portal's checker through
 * squid), Change IP, Use IP auth here and Disconnect. Squid ports 4 and 5 of the run are stocked in a
 * country of this file; the customer buys one, the other stays free so a change of IP has somewhere
 * to go. The steps build on each other, in order.
 */
const COUNTRY = 'FI'
const squid = inject('squid')
const PORTS = [4, 5]
const endpointOf = (proxy: Pick<BoughtProxyView, 'host' | 'httpPort'>) => `${proxy.host}:${proxy.httpPort}`

let browser: ExtensionBrowser
let popup: Page
let customer: { api: Api; id: string }
let token: string
/** The proxy the customer bought, as bought; it keeps its id (and login) through the change of IP. */
let proxy: BoughtProxyView
/** Where it moved to. */
let moved: string
const errors: string[] = []

const button = (name: string) => popup.getByRole('button', { name, exact: true })
const stateRegion = () => popup.getByRole('region', { name: 'Kết nối của trình duyệt' })

beforeAll(async () => {
  const admin = await adminApi()
  const lines = PORTS.map((at) => `127.0.0.1:${squid.ports[at]}:${squid.users[at]?.username}:${squid.users[at]?.password}`)
  await stockCountry(admin, COUNTRY, lines)
  customer = await customerApi('actions')
  const bought = await buy(admin, customer, COUNTRY, 1)
  expect(bought).toHaveLength(1)
  proxy = bought[0] as BoughtProxyView
  const connection = await issueConnection(customer.api, 'Chromium actions')
  token = connection.token
  browser = await launchExtension()
  popup = await browser.openPopup()
  popup.on('pageerror', (error) => errors.push(error.message))
  await connect(popup, connection.connectCode)
  await proxyList(popup).waitFor()
  await rowOf(popup, proxy._id).waitFor()
})

afterAll(async () => {
  await browser?.close()
  // The popup threw nothing along the way.
  expect(errors).toEqual([])
})

describe("the popup's actions on a bought proxy", () => {
  it("tests the proxy with the portal's checker, which reaches squid from the server, and the portal stores the health", async () => {
    const row = rowOf(popup, proxy._id)
    expect(await row.locator('.badge.health').innerText()).toBe('Chưa kiểm tra')
    expect(proxy.health).toBeNull()
    const since = Date.now()
    await button(`Kiểm tra proxy ${endpointOf(proxy)}`).click()
    const lines = await noteOnceItSays(row, 'Lần kiểm tra chạy từ máy chủ của cổng')

    const listed = await listedProxy(customer.api, proxy._id)
    expect(listed.health).toMatchObject({ alive: true, failure: null })
    const health = listed.health as NonNullable<BoughtProxyView['health']>
    expect(health.checkedAt).toBeGreaterThanOrEqual(since - 1000)
    expect(health.latencyMs).toBeGreaterThanOrEqual(0)
    // Squid on 127.0.0.1 tunnelled to the portal's echo: the exit address is loopback.
    expect(lines).toEqual([
      `Hoạt động · ${health.latencyMs} ms · IP ra 127.0.0.1`,
      'Lần kiểm tra chạy từ máy chủ của cổng, không qua trình duyệt này.',
    ])
    await expect.poll(() => row.locator('.badge.health').innerText()).toBe(`Hoạt động · ${health.latencyMs} ms`)
    // The check really went through squid with the proxy's login (squid logs a tunnel once it closes).
    await expect.poll(() => checkerTunnels(since, proxy.username).map((line) => line.status)).toContain(200)
  })

  it('changes the IP to the free squid endpoint; the active proxy follows it; a second change at once is too fast', async () => {
    await useProxy(popup, endpointOf(proxy))
    await expect.poll(async () => (await proxyInForce(popup)).proxy).toBe(endpointOf(proxy))
    const free = PORTS.map((at) => `127.0.0.1:${squid.ports[at]}`).filter((endpoint) => endpoint !== endpointOf(proxy))
    expect(free).toHaveLength(1)

    const row = rowOf(popup, proxy._id)
    await button(`Đổi IP của proxy ${endpointOf(proxy)}`).click()
    await row.getByText(`Đổi IP của ${endpointOf(proxy)}? Đăng nhập, thẻ, ghi chú và IP xác thực giữ nguyên.`).waitFor()
    await row.getByRole('button', { name: 'Đổi IP ngay', exact: true }).click()
    moved = free[0] as string
    expect(await noteOnceItSays(row, 'Đã đổi IP')).toEqual([`Đã đổi IP: proxy giờ là ${moved}.`])

    const listed = await listedProxy(customer.api, proxy._id)
    expect(endpointOf(listed)).toBe(moved)
    expect({ username: listed.username, password: listed.password }).toEqual({ username: proxy.username, password: proxy.password })
    expect(await row.locator('.host').innerText()).toBe(moved)
    // The browser was using it: Chrome's proxy setting and the popup's state follow the new address,
    // and the old one is shown nowhere any more.
    await expect.poll(async () => (await proxyInForce(popup)).proxy).toBe(moved)
    await expect.poll(() => stateRegion().innerText()).toContain(moved)
    await expect.poll(() => popup.getByText(endpointOf(proxy), { exact: true }).count()).toBe(0)

    await button(`Đổi IP của proxy ${moved}`).click()
    await row.getByRole('button', { name: 'Đổi IP ngay', exact: true }).click()
    // error_RESET_TOO_FAST in vi.json.
    expect(await noteOnceItSays(row, 'Đổi IP quá nhanh')).toEqual(['Đổi IP quá nhanh'])
    expect(endpointOf(await listedProxy(customer.api, proxy._id))).toBe(moved)
    expect((await proxyInForce(popup)).proxy).toBe(moved)
  })

  it("adds the address the portal sees for this browser to the proxy's auth IPs, and says so when it is already there", async () => {
    const { ip } = await myIpSeenFromPopup(popup, token)
    const row = rowOf(popup, proxy._id)
    const authHere = button(`Xác thực IP tại đây cho proxy ${moved}`)
    await authHere.click()
    if (ip === null) {
      // The local portal does not know the browser's address: the popup says so and changes nothing.
      expect(await noteOnceItSays(row, 'Cổng không xác định')).toEqual(['Cổng không xác định được IP công khai của trình duyệt này.'])
      expect((await listedProxy(customer.api, proxy._id)).authIps).toEqual([])
      return
    }
    expect(await noteOnceItSays(row, 'Đã thêm')).toEqual([`Đã thêm ${ip} vào IP xác thực của proxy này.`])
    expect((await listedProxy(customer.api, proxy._id)).authIps).toEqual([ip])

    await authHere.click()
    expect(await noteOnceItSays(row, 'đã có')).toEqual([`${ip} đã có trong IP xác thực của proxy này.`])
    expect((await listedProxy(customer.api, proxy._id)).authIps).toEqual([ip])
  })

  it('disconnects: back to the connect screen, the browser direct, and the token refused by the portal', async () => {
    expect(await callWithToken(token, '/api/bought-proxy/list?status=using')).toMatchObject({ status: 200 })
    await button('Cài đặt').click()
    await button('Ngắt kết nối').click()
    await button('Ngắt kết nối ngay').click()

    await popup.getByLabel('Mã kết nối').waitFor()
    expect(await popup.locator('body').innerText()).toContain('Kết nối trình duyệt này với cổng của bạn')
    await popup.getByRole('status').filter({ hasText: 'Đã ngắt kết nối' }).waitFor()
    await expect.poll(async () => (await proxyInForce(popup)).mode).toBe('direct')
    await expect.poll(() => badgeText(popup)).toBe('')

    expect(await callWithToken(token, '/api/bought-proxy/list?status=using')).toEqual({ status: 401, message: 'INVALID_TOKEN' })
    // /account no longer lists this browser.
    const browsers = await call<{ data: { label: string }[] }>(customer.api, 'get', '/api/user/extension-tokens')
    expect(browsers.data.map((item) => item.label)).not.toContain('Chromium actions')
  })
})
