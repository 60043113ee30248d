import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type ExtensionBrowser, launchExtension } from './extension-browser.ts'
import { freshPath, isDirect, loadSite, requestsFor, siteRequests, squidLinesFor, throughSquid } from './observe.ts'
import { badgeText, connect, proxyInForce, proxyList, proxyRow, refreshList, setBypassList, useProxy } from './popup-driver.ts'
import { type Api, adminApi, buy, call, connectCode, customerApi, stockCountry } from './portal-api.ts'

/**
 * The extension against the real product: a customer's connection code from the portal, squid
 * endpoints the customer bought (squid ports 0-2 of the run, one login each), the site on 127.0.0.2.
 * The steps build on each other, in order: connect, use, sleep and wake, a refused login, direct, copy.
 */
const COUNTRY = 'NO'
const squid = inject('squid')
const endpoint = (at: number) => `127.0.0.1:${squid.ports[at]}`

let browser: ExtensionBrowser
let popup: Page
let tab: Page
let customer: { api: Api; id: string }
let bought: BoughtProxyView[]
const errors: string[] = []
const byPort = (at: number) => {
  const proxy = bought.find((item) => item.httpPort === squid.ports[at])
  if (!proxy) throw new Error(`no bought proxy on squid port ${squid.ports[at]}`)
  return proxy
}

/**
 * Loads a fresh page of the site and answers what the browser and the site saw of it, and how to
 * read squid's lines for it ([status, login]; squid writes a line once its answer is sent, so polled).
 */
async function visit(label: string) {
  const path = freshPath(label)
  const result = await loadSite(tab, path)
  return { path, result, site: await requestsFor(path), squid: () => squidLinesFor(path).map((line) => [line.status, line.user]) }
}

/** Waits until Chrome's proxy setting is what the popup chose (the background applies it). */
const inForce = (expected: string | null) => expect.poll(async () => (await proxyInForce(popup)).proxy, { timeout: 5000 }).toBe(expected)

beforeAll(async () => {
  const admin = await adminApi()
  const lines = [0, 1, 2].map((at) => `${endpoint(at)}:${squid.users[at]?.username}:${squid.users[at]?.password}`)
  await stockCountry(admin, COUNTRY, lines)
  customer = await customerApi('extension')
  bought = await buy(admin, customer, COUNTRY, 3)
  browser = await launchExtension()
  popup = await browser.openPopup()
  popup.on('pageerror', (error) => errors.push(error.message))
  tab = await browser.context.newPage()
})

afterAll(async () => {
  await browser?.close()
  // The popup threw nothing along the way.
  expect(errors).toEqual([])
})

describe('the extension switching the browser to a bought proxy', () => {
  it("connects with the code from the portal's Account page and lists the customer's proxies", async () => {
    expect(bought.map((proxy) => proxy.httpPort).sort()).toEqual([...squid.ports.slice(0, 3)].sort())
    await connect(popup, await connectCode(customer.api, 'Chromium e2e'))
    await proxyList(popup).waitFor()
    await expect.poll(() => popup.locator('li.proxy').count()).toBe(3)
    for (const at of [0, 1, 2]) expect(await proxyRow(popup, endpoint(at)).innerText()).toContain(`${COUNTRY} · Na Uy`)
    // Direct until a proxy is chosen.
    expect((await proxyInForce(popup)).mode).toBe('direct')
    expect(await popup.getByRole('region', { name: 'Kết nối của trình duyệt' }).innerText()).toContain('Trực tiếp, không qua proxy')
  })

  it("sends page loads through squid with the proxy's login once loopback leaves the bypass list; the badge shows the country", async () => {
    await useProxy(popup, endpoint(0))
    await inForce(endpoint(0))
    const state = popup.getByRole('region', { name: 'Kết nối của trình duyệt' })
    await state.getByText('Đang qua proxy').waitFor()
    expect(await state.innerText()).toContain(endpoint(0))
    await expect.poll(() => badgeText(popup)).toBe(COUNTRY)

    // Loopback is bypassed by default: the local site still gets a direct request.
    const bypassed = await visit('bypassed')
    expect(bypassed.result).toEqual({ status: 200 })
    expect(bypassed.site.map(isDirect)).toEqual([true])
    expect(bypassed.squid()).toEqual([])

    await setBypassList(popup, ['example.com'])
    await expect.poll(async () => (await proxyInForce(popup)).bypass).toContain('<-loopback>')
    const proxied = await visit('proxied')
    expect(proxied.result).toEqual({ status: 200 })
    expect(proxied.site.map(throughSquid)).toEqual([true])
    // squid challenged the first request and the extension answered with the proxy's login.
    await expect.poll(proxied.squid).toEqual([
      [407, null],
      [200, squid.users[0]?.username],
    ])
  })

  it('keeps answering proxy logins after Chrome stopped the service worker, without a prompt', async () => {
    await browser.stopWorker()
    const again = await visit('after-stop')
    expect(again.result).toEqual({ status: 200 })
    expect(again.site.map(throughSquid)).toEqual([true])
    await expect.poll(again.squid).toContainEqual([200, squid.users[0]?.username])

    // Another proxy, whose login Chrome has never been given: chosen, then the worker stops before any
    // page load, so the login challenge itself must wake it and be answered from storage.
    await useProxy(popup, endpoint(1))
    await inForce(endpoint(1))
    await browser.stopWorker()
    expect(await browser.workerRunning()).toBe(false)
    const woken = await visit('woken')
    expect(woken.result).toEqual({ status: 200 })
    expect(woken.site.map(throughSquid)).toEqual([true])
    // squid challenged (Chrome had no login for this proxy) and the woken worker answered it.
    await expect.poll(woken.squid).toEqual([
      [407, null],
      [200, squid.users[1]?.username],
    ])
    expect(await browser.workerRunning()).toBe(true)
    await expect.poll(() => badgeText(popup)).toBe(COUNTRY)
  })

  it('fails the page with a clear error when the proxy refuses the login, and sends nothing direct with the kill switch on', async () => {
    // The portal has a new password the node has not taken yet: squid refuses it.
    const refused = byPort(2)
    await call(customer.api, 'put', '/api/bought-proxy/change-password', { listBoughtProxyId: [refused._id], password: 'Wrong2026Login' })
    await refreshList(popup)
    const before = (await siteRequests()).length
    await useProxy(popup, endpoint(2))
    await inForce(endpoint(2))

    const failed = await visit('refused')
    // Chrome shows squid's refusal (407) or a network error, never the site, and prompts for nothing.
    expect('error' in failed.result ? failed.result.error : failed.result.status).toSatisfy(
      (outcome) => outcome === 407 || /^net::ERR_/.test(String(outcome)),
    )
    const problem = popup.getByRole('region', { name: 'Kết nối của trình duyệt' }).getByRole('alert')
    await problem.waitFor()
    expect(await problem.innerText()).toContain('Proxy từ chối đăng nhập.')
    expect(await problem.innerText()).toContain('Lưu lượng bị chặn, không đi trực tiếp (kill switch đang bật).')
    // squid challenged, refused the login it was given once, and the request ended there (no retry loop);
    // the site got no request at all, direct or not.
    await expect.poll(failed.squid).toEqual([
      [407, null],
      [407, squid.users[2]?.username],
    ])
    expect((await siteRequests()).slice(before)).toEqual([])
  })

  it('goes direct again from the popup: the site sees no proxy', async () => {
    await popup.bringToFront()
    await popup.getByRole('button', { name: 'Trực tiếp', exact: true }).click()
    await expect.poll(async () => (await proxyInForce(popup)).mode).toBe('direct')
    await expect.poll(() => badgeText(popup)).toBe('')
    const direct = await visit('direct')
    expect(direct.result).toEqual({ status: 200 })
    expect(direct.site.map(isDirect)).toEqual([true])
    expect(direct.squid()).toEqual([])
  })

  it('copies a proxy as ip:port:user:pass', async () => {
    await popup.bringToFront()
    await popup.getByRole('button', { name: `Sao chép proxy ${endpoint(0)}`, exact: true }).click()
    await popup.getByRole('status').filter({ hasText: 'Đã sao chép' }).waitFor()
    const login = squid.users[0]
    expect(await popup.evaluate(() => navigator.clipboard.readText())).toBe(`${endpoint(0)}:${login?.username}:${login?.password}`)
  })
})
