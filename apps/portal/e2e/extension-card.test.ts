import { readConnectCode } from '@proxy-portal/worker/contract/extension'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()

/** A call as the extension makes it, with the token from the code. */
const asExtension = (token: string, path: string, method = 'GET') =>
  fetch(`${inject('baseUrl')}/api/${path}`, { method, headers: { authorization: `Bearer ${token}` } })

const card = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title }) })

describe('the browser extension card on /account', () => {
  it('connects this browser with a code shown once and copied, lists it with its last use, and disconnects it', async () => {
    const { context, page } = await suite.open()
    await signedInCustomer(page.request, 'extension')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/account')
    const extension = card(page, 'Tiện ích trình duyệt')
    const rows = extension.getByTestId('extension-tokens').locator('tbody tr')
    expect(await rows.innerText()).toBe('Chưa có dữ liệu.')

    // The name defaults to what this browser says it is.
    const name = extension.getByLabel('Tên trình duyệt này')
    await expect.poll(() => name.inputValue()).toBe('Chrome trên Linux')
    await extension.getByRole('button', { name: 'Kết nối tiện ích' }).click()
    const field = extension.getByLabel('Mã kết nối', { exact: true })
    await field.waitFor()
    const code = await field.inputValue()
    expect(await field.getAttribute('readonly')).not.toBeNull()
    const connection = readConnectCode(code)
    expect(connection?.url).toBe(new URL(inject('baseUrl')).origin)
    expect(connection?.token).toMatch(/^pe_[\w-]{43}$/)
    expect(await extension.getByText('Hãy sao chép mã này ngay: mã chỉ hiện một lần.', { exact: false }).count()).toBe(1)
    expect(await extension.locator('ol li').allInnerTexts()).toEqual([
      'Cài tiện ích Cổng Proxy.',
      'Mở cửa sổ của tiện ích từ thanh công cụ trình duyệt.',
      'Dán mã vào ô “Mã kết nối” rồi bấm Kết nối.',
    ])

    await extension.getByRole('button', { name: 'Sao chép', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Đã sao chép' }).first().waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)

    await rows.filter({ hasText: 'Chrome trên Linux' }).waitFor()
    expect(await rows.count()).toBe(1)
    expect(await rows.first().innerText()).toContain('Chưa dùng')
    // On a phone the code and the list stay inside the page (the table scrolls in its card).
    await page.setViewportSize({ width: 360, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
    await page.setViewportSize({ width: 1280, height: 900 })

    // The extension uses the token; the list tells when, and the code is not shown again.
    const token = connection?.token ?? ''
    expect((await asExtension(token, 'user/me')).status).toBe(200)
    await page.reload()
    await rows.filter({ hasText: 'Chrome trên Linux' }).waitFor()
    expect(await rows.first().innerText()).not.toContain('Chưa dùng')
    expect(await extension.getByLabel('Mã kết nối', { exact: true }).count()).toBe(0)

    // Disconnect asks first; cancelling keeps the browser connected.
    const disconnect = extension.getByRole('button', { name: 'Ngắt kết nối Chrome trên Linux' })
    await disconnect.click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByRole('heading').innerText()).toBe('Ngắt kết nối Chrome trên Linux?')
    await dialog.getByRole('button', { name: 'Hủy' }).click()
    expect((await asExtension(token, 'user/me')).status).toBe(200)
    await disconnect.click()
    await dialog.getByRole('button', { name: 'Ngắt kết nối' }).click()
    await page.getByRole('status').filter({ hasText: 'Đã ngắt kết nối trình duyệt' }).first().waitFor()
    await rows.filter({ hasText: 'Chưa có dữ liệu.' }).waitFor()
    expect((await asExtension(token, 'user/me')).status).toBe(401)
  })

  it('names the connection as typed, in English, and the extension can disconnect itself', async () => {
    const { page } = await suite.open()
    await signedInCustomer(page.request, 'extension-en')
    await page.goto('/en/account')
    const extension = card(page, 'Browser extension')
    const name = extension.getByLabel('Name of this browser')
    await expect.poll(() => name.inputValue()).toBe('Chrome on Linux')
    await name.fill('   ')
    await extension.getByRole('button', { name: 'Connect extension' }).click()
    await extension.getByRole('alert').filter({ hasText: 'Fields cannot be left blank' }).waitFor()
    await name.fill('Work laptop')
    await extension.getByRole('button', { name: 'Connect extension' }).click()
    const code = await extension.getByLabel('Connection code', { exact: true }).inputValue()
    const rows = extension.getByTestId('extension-tokens').locator('tbody tr')
    await rows.filter({ hasText: 'Work laptop' }).waitFor()
    expect(await rows.first().innerText()).toContain('Not used yet')

    const token = readConnectCode(code)?.token ?? ''
    expect(await (await asExtension(token, 'user/extension-token/self', 'DELETE')).json()).toEqual({ revoked: true })
    await page.reload()
    await rows.filter({ hasText: 'Nothing here yet.' }).waitFor()
  })
})
