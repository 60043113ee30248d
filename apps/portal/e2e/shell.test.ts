import { beforeEach, describe, expect, it } from 'vitest'
import { expectHeading, type Visit } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()
let v: Visit
beforeEach(async () => {
  v = await suite.open()
})
const heading = () => v.page.locator('h1').first().innerText()

describe('the portal shell', () => {
  it('serves the Vietnamese home page at / and the English one at /en', async () => {
    const vi = await v.page.goto('/')
    expect(vi?.status()).toBe(200)
    expect(await v.page.getAttribute('html', 'lang')).toBe('vi')
    expect(await heading()).toBe('Proxy tốc độ cao cho công việc của bạn')

    const en = await v.page.goto('/en')
    expect(en?.status()).toBe(200)
    expect(new URL(v.page.url()).pathname).toBe('/en')
    expect(await v.page.getAttribute('html', 'lang')).toBe('en')
    expect(await heading()).toBe('Fast proxies for the work you do')
  })

  it('reaches the login page by both spellings', async () => {
    for (const path of ['/auth/Login', '/auth/login']) {
      const response = await v.page.goto(path)
      expect(response?.status(), path).toBe(200)
      expect(await heading(), path).toBe('Đăng nhập')
      expect(await v.page.title()).toBe('Đăng nhập | Cổng Proxy')
    }
  })

  it('shows the spec 404 page in Vietnamese and English, whose button leads to the login page', async () => {
    const vi = await v.page.goto('/trang-khong-ton-tai')
    expect(vi?.status()).toBe(404)
    expect(await heading()).toBe('404 Không Tìm Thấy')
    expect(await v.page.getByText('Xin lỗi, đã có lỗi xảy ra, không tìm thấy trang được yêu cầu!').count()).toBe(1)

    const en = await v.page.goto('/en/no-such-page')
    expect(en?.status()).toBe(404)
    expect(await heading()).toBe('404 Not Found')
    expect(await v.page.title()).toBe('This page could not be found')
    expect(await v.page.getByText('Sorry, an error has occured, Requested Page not found!.').count()).toBe(1)
    expect(await v.page.getByText('You may have mistyped the address').count()).toBe(1)
    await v.page.getByRole('link', { name: 'Home page' }).click()
    await v.page.waitForURL('**/en/auth/login')
    await expectHeading(v.page, 'Log in')
  })

  it('switches the language and keeps it across reloads and unprefixed addresses', async () => {
    await v.page.goto('/support')
    expect(await heading()).toBe('Hỗ trợ')

    await v.page.getByRole('button', { name: 'Đổi ngôn ngữ' }).click()
    await v.page.getByRole('button', { name: 'English' }).click()
    await v.page.waitForURL('**/en/support')
    expect(await heading()).toBe('Support')

    await v.page.reload()
    expect(await heading()).toBe('Support')
    expect(await v.page.evaluate(() => localStorage.getItem('clientLanguage'))).toBe('en')

    // An address without /en brings an English reader back to English.
    await v.page.goto('/tutorial')
    await v.page.waitForURL('**/en/tutorial')
    expect(await heading()).toBe('Tutorial')

    await v.page.getByRole('button', { name: 'Change language' }).click()
    await v.page.getByRole('button', { name: 'Tiếng Việt' }).click()
    await v.page.waitForURL((url) => url.pathname === '/tutorial')
    expect(await heading()).toBe('Hướng dẫn')
    await v.page.reload()
    expect(await heading()).toBe('Hướng dẫn')
    expect(await v.page.evaluate(() => localStorage.getItem('clientLanguage'))).toBe('vi')
  })

  it('works in a browser without URLPattern: the polyfill is fetched before hydration (ADR 0038)', async () => {
    await v.context.addInitScript(() => {
      delete (globalThis as { URLPattern?: unknown }).URLPattern
    })
    const polyfill = v.page.waitForRequest((request) => /\/urlpattern-polyfill-[^/]*\.js$/.test(request.url()))
    await v.page.goto('/en/support')
    await polyfill
    expect(await heading()).toBe('Support')
    await v.page.getByRole('button', { name: 'Change language' }).click()
    await v.page.getByRole('button', { name: 'Tiếng Việt' }).click()
    await v.page.waitForURL((url) => url.pathname === '/support')
    expect(await heading()).toBe('Hỗ trợ')
  })

  it('restores English at start when the cookie is gone but clientLanguage remembers it', async () => {
    await v.page.goto('/en')
    await v.page.waitForFunction(() => localStorage.getItem('clientLanguage') === 'en')
    await v.context.clearCookies()
    await v.page.goto('/product-mechanism')
    await v.page.waitForURL('**/en/product-mechanism')
    expect(await heading()).toBe('How the product works')
  })
})
