import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type ExtensionBrowser, launchExtension } from './extension-browser.ts'
import { connect, proxyList } from './popup-driver.ts'
import { type Api, adminApi, buy, connectCode, customerApi, stockCountry } from './portal-api.ts'

/** The browser APIs the test reads from the popup page. */
declare const chrome: { action: { getTitle(details: object): Promise<string> } }

/**
 * The popup as a customer sees it, in Vietnamese (the default) and in English: a screenshot of each
 * screen, and the texts that matter read from the page at that moment. Squid port 3 of the run.
 */
const COUNTRY = 'IS'
const squid = inject('squid')
const endpoint = `127.0.0.1:${squid.ports[3]}`
const shots = fileURLToPath(new URL('../test-results/', import.meta.url))

let browser: ExtensionBrowser
let customer: { api: Api; id: string }
const errors: string[] = []

/** Waits until the list is shown and no refresh is running (the refresh button reads `refresh` again). */
async function settled(page: Page, list: string, refresh: string): Promise<void> {
  await proxyList(page, list).waitFor()
  await page.getByRole('button', { name: refresh, exact: true }).and(page.locator(':enabled')).waitFor()
}

/** A screenshot of the popup now, and the text it shows at that moment. */
async function capture(page: Page, name: string): Promise<string> {
  const shot = await page.screenshot({ path: `${shots}popup-${name}.png`, fullPage: true })
  expect(shot.subarray(1, 4).toString()).toBe('PNG')
  return page.locator('body').innerText()
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true })
  const admin = await adminApi()
  await stockCountry(admin, COUNTRY, [`${endpoint}:${squid.users[3]?.username}:${squid.users[3]?.password}`])
  customer = await customerApi('languages')
  await buy(admin, customer, COUNTRY, 1)
  browser = await launchExtension()
})

afterAll(async () => {
  await browser?.close()
})

describe('the popup in two languages', () => {
  it('shows the connect screen and the list in Vietnamese, then in English once chosen, and remembers it', async () => {
    const page = await browser.openPopup()
    page.on('pageerror', (error) => errors.push(error.message))
    await page.locator('h1', { hasText: 'Cổng Proxy' }).waitFor()
    // The popup marks its first render: the bench's time to first render reads it.
    expect(await page.evaluate(() => performance.getEntriesByName('popup-rendered').length)).toBe(1)
    const connectVi = await capture(page, 'connect-vi')
    for (const text of ['Cổng Proxy', 'Kết nối trình duyệt này với cổng của bạn', 'Mã kết nối', 'Kết nối'])
      expect(connectVi).toContain(text)
    expect(await page.evaluate(() => chrome.action.getTitle({}))).toBe('Cổng Proxy')

    await connect(page, await connectCode(customer.api, 'Chromium languages'))
    await settled(page, 'Proxy của bạn', 'Làm mới danh sách')
    const listVi = await capture(page, 'list-vi')
    for (const text of [
      'Proxy của bạn',
      'Trực tiếp, không qua proxy',
      'Làm mới danh sách',
      endpoint,
      `${COUNTRY} · `,
      'Dùng',
      'Sao chép',
      'Kiểm tra',
      'Đổi IP',
    ]) {
      expect(listVi).toContain(text)
    }

    await page.getByRole('button', { name: 'Cài đặt', exact: true }).click()
    await page.getByRole('group', { name: 'Đổi ngôn ngữ' }).getByRole('button', { name: 'English' }).click()
    await page.locator('h1', { hasText: 'Proxy Portal' }).waitFor()
    await expect.poll(() => page.evaluate(() => chrome.action.getTitle({}))).toBe('Proxy Portal')
    const settingsEn = await capture(page, 'settings-en')
    for (const text of ['Settings', 'Language', 'Kill switch', 'Go direct for (one entry per line)', 'Disconnect'])
      expect(settingsEn).toContain(text)

    // Opened again, the popup is in English from its first render.
    await page.reload()
    await settled(page, 'Your proxies', 'Refresh the list')
    const listEn = await capture(page, 'list-en')
    for (const text of [
      'Proxy Portal',
      'Your proxies',
      'Direct, no proxy',
      'Refresh the list',
      endpoint,
      'Use',
      'Copy',
      'Test',
      'Change IP',
    ]) {
      expect(listEn).toContain(text)
    }
    expect(listEn).not.toContain('Proxy của bạn')
    expect(errors).toEqual([])
  })
})
