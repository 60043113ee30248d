import type { APIRequestContext, Locator, Page } from 'playwright-core'
import { request } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()

const linesOf = async (element: Locator) => (await element.innerText()).split('\n').filter((line) => line.trim() !== '')

const card = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title }) })

async function okJson<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

/** Issue 12 item 5: the account page says what a password change ended (ADR 0021). */
describe('changing the password on /account', () => {
  it('ends the other sessions, the API key and the connected browsers, and says so in vi and en', async () => {
    const { page } = await suite.open()
    const origin = inject('baseUrl')
    const { email, password } = await signedInCustomer(page.request, 'credentials')
    const headers = { origin }
    // An API key, two connected browsers and a second session elsewhere, all made through the API.
    const { apiKey } = await okJson<{ apiKey: string }>(await page.request.post('/api/user/generate-key', { headers }))
    for (const label of ['Chrome on Linux', 'Firefox on Windows']) {
      await okJson(await page.request.post('/api/user/extension-token', { headers, data: { label } }))
    }
    const elsewhere = await request.newContext({ baseURL: origin, extraHTTPHeaders: { 'cf-connecting-ip': '198.18.7.7' } })
    await logIn(elsewhere, email, password)
    expect((await elsewhere.get('/api/user/me')).status()).toBe(200)

    await page.goto('/account')
    const form = card(page, 'Đổi mật khẩu')
    const rows = page.getByTestId('extension-tokens').locator('tbody tr')
    await rows.nth(1).waitFor()
    expect(await rows.count()).toBe(2)
    await form.getByLabel('Mật khẩu hiện tại', { exact: true }).fill(password)
    await form.getByLabel('Mật khẩu mới', { exact: true }).fill('Moi-mat-khau-2026')
    await form.getByRole('button', { name: 'Đổi mật khẩu' }).click()
    const notice = form.getByTestId('credentials-ended')
    await notice.waitFor()
    expect(await linesOf(notice)).toEqual([
      'Đã đổi mật khẩu.',
      'Số phiên đăng nhập khác đã bị đăng xuất: 1.',
      'Khóa API đã bị xóa: hãy tạo khóa mới cho các công cụ đang dùng nó.',
      'Số trình duyệt bị ngắt khỏi tiện ích: 2. Hãy kết nối lại bằng mã mới.',
    ])
    // The page shows them gone, and they are: this page's own session goes on.
    await page.getByTestId('api-key').filter({ hasText: 'Chưa có khóa' }).waitFor()
    await rows.filter({ hasText: 'Chưa có dữ liệu.' }).waitFor()
    expect(await rows.count()).toBe(1)
    expect((await elsewhere.get('/api/user/me')).status()).toBe(401)
    expect((await fetch(`${origin}/api/user/me`, { headers: { authorization: `Bearer ${apiKey}` } })).status).toBe(401)
    expect((await page.request.get('/api/user/me')).status()).toBe(200)
    await elsewhere.dispose()

    // Again, in English: nothing else was left to end.
    await page.goto('/en/account')
    const english = card(page, 'Change password')
    await english.getByLabel('Current password', { exact: true }).fill('Moi-mat-khau-2026')
    await english.getByLabel('New password', { exact: true }).fill('New-password-2026')
    await english.getByRole('button', { name: 'Change password' }).click()
    await english.getByTestId('credentials-ended').waitFor()
    expect(await linesOf(english.getByTestId('credentials-ended'))).toEqual([
      'Your password is changed.',
      'No other session, API key or connected browser was open.',
    ])
  })
})
