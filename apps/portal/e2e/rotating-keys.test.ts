import type { APIRequestContext } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectHeading } from './browser'
import { logIn, signedInCustomer } from './money-helpers'
import { adminCall } from './shared-stock'
import { browserSuite } from './suite'

const suite = browserSuite()
const PREFIX = 'fd00:e2e:18::'

/** A call as the node program makes it, with the node's key. */
async function nodeCall<T>(key: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/sub-server/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-node-key': key, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The node says it serves its current feed, as the node program does after applying one (a heartbeat naming its version). */
async function reportServing(key: string): Promise<void> {
  const feed = await nodeCall<{ version: string }>(key, 'feed')
  const now = Date.now()
  await nodeCall(key, 'heartbeat', {
    version: '0.1.0',
    startedAt: now - 60_000,
    uptimeSeconds: 60,
    feedVersion: feed.version,
    feedAppliedAt: now,
    proxiesServed: 2,
    listeners: 4,
    openConnections: 0,
    bytesPerSecond: 0,
    pendingReports: 0,
    lastError: null,
  })
}

/**
 * A node of this file's own (the demo node stays silent for the other suites): two IPv6 rotating
 * proxies that draw exits from its prefix, a key package sold from them, and one heartbeat so it sells.
 */
async function rotatingShop(admin: APIRequestContext, name: string): Promise<string> {
  const node = (await adminCall(admin, 'post', '/api/sub-server/create', {
    name,
    host: '198.18.90.1',
    countryCode: 'VN',
    ipv6Prefix: `${PREFIX}/64`,
  })) as { _id: string }
  const { key } = (await adminCall(admin, 'post', `/api/sub-server/issue-key/${node._id}`, {})) as { key: string }
  await adminCall(admin, 'post', '/api/sub-server/import-proxies', {
    subServerId: node._id,
    kind: 'rotating',
    ipVersion: 'ipv6',
    ipMode: 'dynamic',
    countryCode: 'VN',
    carrier: name,
    protocol: 'http',
    text: '198.18.90.1:41001:pool:pool-pass-1\n198.18.90.1:41002:pool:pool-pass-2',
  })
  await adminCall(admin, 'post', '/api/key-package/create', {
    name,
    nameEn: `${name} (en)`,
    ipVersion: 'ipv6',
    countryCode: 'VN',
    carrier: name,
    periodUnit: 'week',
    periodCount: 1,
    minChangeSeconds: 60,
    price: 25_000,
    renewPrice: 20_000,
  })
  await reportServing(key)
  return key
}

describe('rotating keys on /proxy-rotating', () => {
  it('a customer buys a key, copies its change-IP URL, calls it, and sees the new exit IP in the list', async () => {
    const admin = await suite.open()
    await logIn(admin.page.request, 'admin@demo.local', 'Admin@12345')
    const name = `E2E key ${Date.now()}`
    const nodeKey = await rotatingShop(admin.page.request, name)
    const { page, context } = await suite.open()
    await signedInCustomer(page.request, 'keys')

    await page.goto('/proxy-rotating')
    await expectHeading(page, 'Proxy xoay')
    await page.getByRole('button', { name: `Chọn ${name}` }).click()
    // A new customer's balance cannot pay: the quote says by how much, with the way to top up.
    const short = page.getByTestId('key-quote-short')
    await short.getByText('25,000 Xu').waitFor()
    await short.getByRole('link', { name: 'Nạp thêm' }).waitFor()
    expect(await page.getByRole('button', { name: 'Mua key', exact: true }).isDisabled()).toBe(true)

    const me = (await (await page.request.get('/api/user/me')).json()) as { _id: string }
    await adminCall(admin.page.request, 'put', '/api/bill/admin-topup', { userId: me._id, amount: 100_000, reason: 'e2e keys' })
    await page.reload()
    await page.getByRole('button', { name: `Chọn ${name}` }).click()
    await expect.poll(() => page.getByTestId('key-quote-balance').innerText()).toContain('100,000 Xu')
    expect(await page.getByTestId('key-quote-total').innerText()).toContain('25,000 Xu')
    await page.getByRole('button', { name: 'Mua key', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Xác nhận mua key' })
    expect(await dialog.innerText()).toContain(`Mua 1 × ${name} với giá 25,000 Xu?`)
    await dialog.getByRole('button', { name: 'Mua key' }).click()
    // The shop's result dialog, once between the call's answer and its live event.
    const result = page.getByTestId('order-result')
    await result.getByText('Mua proxy thành công').waitFor()
    expect(await result.getByRole('link', { name: 'Xem key của tôi' }).getAttribute('href')).toBe('/proxy-rotating')
    await result.getByRole('button', { name: 'Đóng' }).click()

    const row = page.getByTestId('keys').getByTestId('key-row')
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    const keyText = await row.getByTestId('key-text').innerText()
    expect(keyText).toMatch(/^rk_[A-Za-z0-9_-]{32}$/)
    expect(await row.getByTestId('key-endpoint').innerText()).toMatch(/^198\.18\.90\.1:4100[12]:sk\w+:\S{12}$/)
    const before = await row.getByTestId('key-exit').innerText()
    await expect.poll(() => page.getByRole('link', { name: 'Số dư' }).innerText()).toContain('75,000 Xu')

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') })
    const actions = page.getByTestId('keys').getByTestId('key-row-actions')
    await actions.getByRole('button', { name: /^Sao chép URL đổi IP/ }).click()
    const url = await page.evaluate(() => navigator.clipboard.readText())
    expect(url).toBe(`${inject('baseUrl')}/api/key/change-ip?key=${keyText}`)

    // A tool opens the URL (no login); it answers once the node serves the new exit, so the node reports meanwhile.
    let serving = true
    const node = (async () => {
      while (serving) {
        await reportServing(nodeKey)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    })()
    const changed = (await (await fetch(url)).json()) as { exitIp: string; changing: boolean; nextChangeInSeconds: number }
    serving = false
    await node
    expect(changed).toMatchObject({ changing: false, nextChangeInSeconds: 60 })
    expect(changed.exitIp.startsWith(PREFIX.slice(0, -1))).toBe(true)
    expect(changed.exitIp).not.toBe(before)

    await page.reload()
    await expect.poll(() => row.getByTestId('key-exit').innerText()).toBe(changed.exitIp)
    // Asked again inside the minute, the button says why not, in the catalogue's words.
    await actions.getByRole('button', { name: 'Đổi IP ngay' }).click()
    await actions.getByRole('alert').getByText('Lấy IP quá nhanh, vui lòng thử lại sau').waitFor()

    // The account's history names the package in the page's language.
    await page.goto('/account')
    await page.getByRole('cell', { name: `1 × ${name}`, exact: true }).waitFor()
    await page.goto('/en/account')
    await page.getByRole('cell', { name: `1 × ${name} (en)`, exact: true }).waitFor()
  })
})
