import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type BandwidthTierView, type CountryView, type PriceView, stockKey } from '@proxy-portal/worker/contract/catalogue'
import type { KeyPackageView } from '@proxy-portal/worker/contract/key-packages'
import { formatAmount, percentOf } from '@proxy-portal/worker/contract/money'
import { describe, expect, it } from 'vitest'
import { mailedCode } from './auth-helpers'
import { expectHeading, submitLogin } from './browser'
import { logIn } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()

// axe-core, the engine of Lighthouse's accessibility audits, run in the page as Lighthouse runs it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] }
// Every page a guest can open (issue 15 item 8); the rest of the portal asks to sign in first.
const publicPages = [
  '/',
  '/pricing',
  '/support',
  '/tutorial',
  '/terms-of-service',
  '/privacy-policy',
  '/product-mechanism',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
]

async function open(path: string, width?: number) {
  const v = await suite.open(width)
  const response = await v.page.goto(path)
  expect(response?.status(), path).toBe(200)
  return v.page
}

// The seeded demo settings (scripts/seed-data.ts).
const contacts = ['https://www.facebook.com/proxyportal.demo', 'https://t.me/proxyportal_demo', 'https://zalo.me/0900000000']

describe('public pages', () => {
  it('support lists the three contact links from the settings', async () => {
    const page = await open('/en/support')
    for (const url of contacts) expect(await page.locator(`main a[href="${url}"]`).count(), url).toBe(1)
    expect(await page.locator('main a[href="mailto:support@proxyportal.example"]').count()).toBe(1)
  })

  it('the floating support button opens the same three links', async () => {
    const page = await open('/')
    await page.getByRole('button', { name: 'Liên hệ hỗ trợ' }).click()
    for (const name of ['Trang Facebook', 'Kênh Telegram', 'Chat Zalo']) {
      await expect(page.getByRole('link', { name }).last().isVisible()).resolves.toBe(true)
    }
  })

  it('the tutorial shows the configured video', async () => {
    const page = await open('/tutorial')
    expect(await page.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')
  })

  it('the footer leads to the terms, privacy and product-mechanism pages', async () => {
    const page = await open('/en')
    for (const [name, path] of [
      ['Terms of service', '/en/terms-of-service'],
      ['Privacy policy', '/en/privacy-policy'],
      ['How the product works', '/en/product-mechanism'],
    ] as const) {
      await page.locator('footer').getByRole('link', { name }).click()
      await page.waitForURL((url) => url.pathname === path)
      await expectHeading(page, name)
    }
    expect(await page.getByText('Expired IPv4 proxies are kept for 3 days, then deleted for good.').count()).toBe(1)
  })

  it('shows the two sister-site banners on wide screens only', async () => {
    const wide = await open('/', 1920)
    for (const name of ['IPv6 Hub', 'Mobile Proxy VN']) {
      await expect(wide.getByRole('link', { name: `Website cùng hệ thống: ${name}` }).isVisible()).resolves.toBe(true)
    }
    const narrow = await open('/', 1280)
    await expect(narrow.getByRole('link', { name: 'Website cùng hệ thống: IPv6 Hub' }).isVisible()).resolves.toBe(false)
  })

  it('keeps the chosen theme across reloads', async () => {
    const page = await open('/en')
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme)
    const before = await theme()
    await page.getByRole('button', { name: 'Switch light/dark theme' }).click()
    const after = await theme()
    expect(after).not.toBe(before)
    await page.reload()
    expect(await theme()).toBe(after)
  })

  it('the signed-in layout shows the spec tabs in order, Admin only for roles 0 and 2', async () => {
    const tabsOf = async (username: string, password: string) => {
      const page = await open('/en/auth/login')
      await page.getByLabel('Username or e-mail', { exact: true }).fill(username)
      await page.getByLabel('Password', { exact: true }).fill(password)
      await submitLogin(page, page.getByRole('button', { name: 'Log in', exact: true }))
      await page.waitForURL('**/en/dashboard')
      const tabs = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')
      await tabs.first().waitFor()
      return tabs.allInnerTexts()
    }
    const customerTabs = [
      'Dashboard',
      'Rotating proxy',
      'Proxy',
      'Orders',
      'Agency',
      'Account',
      'Top up',
      'Check proxy',
      'Tools',
      'API',
      'Support',
      'Tutorial',
    ]
    // The demo customer holds proxies, so the workspace's 'Manage proxies' tab shows for them (ADR 0013).
    const [dashboard, ...rest] = customerTabs
    expect(await tabsOf('customer', 'Customer@12345')).toEqual([dashboard, 'Manage proxies', ...rest])
    expect(await tabsOf('admin', 'Admin@12345')).toEqual([...customerTabs, 'Admin'])
  })

  it('fits a 360 px phone screen without sideways scrolling', async () => {
    for (const path of ['/', '/dashboard', '/auth/login', '/en/support', '/pricing']) {
      const page = await open(path, 360)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(360)
      // Nor a box of its own: the price list's tables become a card per country.
      const wideBoxes = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll('table'))
            .map((table) => table.parentElement as HTMLElement)
            .filter((box) => box.scrollWidth > box.clientWidth + 1).length,
      )
      expect(wideBoxes, path).toBe(0)
    }
  })

  it('answers /api/health for real', async () => {
    const page = await open('/')
    const health = await page.evaluate(async () => (await fetch('/api/health')).json())
    expect(health).toMatchObject({ ok: true, db: 'ok', durableObject: 'ok' })
  })
  it('the price list shows the catalogue (price API) with stock, and buy leads a guest through sign-up back to the filled form', async () => {
    const page = await open('/pricing')
    await expectHeading(page, 'Bảng giá')
    const prices = (await (await page.request.get('/api/price/list')).json()) as PriceView[]
    const countries = (await (await page.request.get('/api/country/list')).json()) as CountryView[]
    const tiers = (await (await page.request.get('/api/bandwidth/list')).json()) as BandwidthTierView[]
    // What a guest should read for a tier: per product, country on sale and period, the country's own base
    // price, else the '*' one, plus the tier's surcharge as every sale adds it.
    const expectedFor = (surchargePercent: number) => {
      const expected: Record<string, string> = {}
      const at = (row: PriceView, code: string) => {
        expected[`${stockKey(row)}|${code}|${row.periodUnit}:${row.periodCount}`] = formatAmount(
          row.price + percentOf(row.price, surchargePercent),
        )
      }
      for (const row of prices.filter((price) => price.enabled && price.countryCode === '*'))
        for (const country of countries) at(row, country.code)
      const onSale = new Set(countries.map((country) => country.code))
      for (const row of prices.filter((price) => price.enabled && onSale.has(price.countryCode))) at(row, row.countryCode)
      return expected
    }
    const shownPrices = () =>
      page.evaluate(() =>
        Object.fromEntries(
          Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="pricing-"] td[data-period]'))
            .filter((cell) => cell.querySelector('[data-price]'))
            .map((cell) => [
              `${cell.closest('section')?.dataset.testid?.slice('pricing-'.length)}|${cell.closest('tr')?.dataset.country}|${cell.dataset.period}`,
              cell.querySelector('[data-price]')?.textContent ?? '',
            ]),
        ),
      )
    // Private before shared, IPv4 before IPv6, static before rotating.
    const order = await page
      .locator('section[data-testid^="pricing-"]')
      .evaluateAll((sections) => sections.map((section) => section.dataset.testid))
    expect(order.slice(0, 2)).toEqual(['pricing-private:ipv4:static', 'pricing-private:ipv4:dynamic'])
    expect(order.at(-1)).toMatch(/^pricing-shared:/)
    // The list opens on the tier without a surcharge; each tier the guest picks reprices every table.
    expect(tiers.length).toBeGreaterThan(1)
    for (const tier of [...tiers].sort((a, b) => a.surchargePercent - b.surchargePercent)) {
      await page.getByTestId('pricing-tiers').locator(`input[value="${tier.tier}"]`).check()
      const expected = expectedFor(tier.surchargePercent)
      const amounts = async () => Object.fromEntries(Object.entries(await shownPrices()).map(([key, text]) => [key, text.split(' Xu')[0]]))
      await expect.poll(amounts, { message: tier.tier }).toEqual(expected)
      const shown = await shownPrices()
      for (const [key, amount] of Object.entries(expected))
        expect(shown[key], `${tier.tier} ${key}`).toMatch(new RegExp(`^${amount} Xu≈ \\$[\\d.,]+$`))
    }
    // Buying from the list carries the tier picked: the dearest one, still checked from the loop above.
    const picked = tiers.reduce((a, b) => (b.surchargePercent > a.surchargePercent ? b : a))
    // Stock in the words used everywhere: in stock with how many, or sold out.
    const table = page.getByTestId('pricing-private:ipv4:static')
    for (const country of countries) {
      const stock = country.stock['private:ipv4:static'] ?? 0
      const cell = table.locator(`tr[data-country="${country.code}"] td`).first()
      expect(await cell.innerText(), country.code).toBe(stock > 0 ? `Còn hàng (${stock})` : 'Hết hàng')
    }

    // Rotating keys: every package on sale, with its price per key for its period (the demo sells days, weeks and months).
    const keyPackages = (await (await page.request.get('/api/key-package/list?page=1&limit=100')).json()) as { data: KeyPackageView[] }
    const periodWords = { day: 'ngày', week: 'tuần', month: 'tháng' }
    const keyRows = page.getByTestId('key-pricing').getByTestId('key-package')
    expect(await keyRows.count()).toBe(keyPackages.data.length)
    for (const pack of keyPackages.data) {
      const text = await keyRows.filter({ hasText: pack.name }).first().innerText()
      expect(text, pack.name).toContain(`${formatAmount(pack.price)} Xu / ${pack.periodCount} ${periodWords[pack.periodUnit]}`)
    }

    // One country picked: every table keeps only its row, the rotating keys only its packages, and the
    // address keeps the choice (a link to it opens the same list).
    const inStock = countries.find((country) => (country.stock['private:ipv4:static'] ?? 0) > 0)?.code ?? ''
    const rowCountries = () =>
      page
        .locator('[data-testid^="pricing-"] tr[data-country]')
        .evaluateAll((rows) => [...new Set(rows.map((row) => (row as HTMLElement).dataset.country))])
    await page.getByLabel('Xem giá cho').selectOption(inStock)
    await expect.poll(rowCountries).toEqual([inStock])
    await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe(inStock)
    expect(await keyRows.count()).toBe(keyPackages.data.filter((pack) => pack.countryCode === inStock).length)
    await page.reload()
    await expect.poll(rowCountries).toEqual([inStock])
    expect(await page.getByLabel('Xem giá cho').inputValue()).toBe(inStock)
    await page.getByLabel('Xem giá cho').selectOption('')
    await expect.poll(async () => (await rowCountries()).length).toBe(countries.length)

    // Buy: a guest signs up on the way and arrives at the form filled with the choice.
    await table.locator(`tr[data-country="${inStock}"] td[data-period="month:1"]`).getByRole('link', { name: 'Mua' }).click()
    await expectHeading(page, 'Đăng nhập')
    await page.getByRole('link', { name: 'Đăng ký', exact: true }).click()
    await expectHeading(page, 'Đăng ký')
    const email = `pricing.${Date.now()}@portal.test`
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Họ và tên', { exact: true }).fill('Khách Xem Giá')
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Secret123')
    await page.getByLabel('Nhập lại mật khẩu', { exact: true }).fill('Secret123')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click()
    await page.getByLabel('Mã xác nhận (6 số)', { exact: true }).fill(await mailedCode(page.request, email))
    await page.getByRole('button', { name: 'Xác minh' }).click()
    // Verified is signed in: straight on to the form.
    await expectHeading(page, 'Mua proxy riêng')
    await expect.poll(() => page.getByLabel('Quốc gia').inputValue()).toBe(inStock)
    expect(await page.getByLabel('Thời hạn').inputValue()).toBe('month:1')
    expect(await page.getByLabel('Giới hạn băng thông').inputValue()).toBe(picked.tier)
    await page.getByTestId('quote-total').waitFor()

    // The shared plan's 'buy' fills the plan form the same way: its country chosen, the period and the tier.
    await page.goto('/pricing')
    await page.getByTestId('pricing-tiers').locator(`input[value="${picked.tier}"]`).check()
    const sharedBuy = page.locator('[data-testid^="pricing-shared"] td[data-period="month:1"]').getByRole('link', { name: 'Mua' }).first()
    const sharedCountry = await sharedBuy.evaluate((link) => link.closest('tr')?.querySelector('th')?.textContent ?? '')
    await sharedBuy.click()
    await expectHeading(page, 'Proxy dùng chung')
    await expect.poll(() => page.getByLabel('Băng thông', { exact: true }).inputValue()).toBe(picked.tier)
    expect(await page.getByLabel('Thời hạn', { exact: true }).inputValue()).toBe('month:1')
    const chosen = page.getByTestId('plan-countries').locator('label', { has: page.locator('input:checked') })
    expect(await chosen.count()).toBe(1)
    expect(await chosen.innerText()).toContain(sharedCountry)
  })

  it('every public page passes the accessibility rules Lighthouse checks (axe-core, WCAG 2 A and AA), nothing found', async () => {
    const { page } = await suite.open()
    const found: string[] = []
    for (const path of publicPages) {
      await page.goto(path)
      await page.locator('h1').first().waitFor()
      // Through the DevTools protocol, as Lighthouse does: the page's CSP rightly refuses an inline script.
      await page.evaluate(axeSource)
      // Every rule on the light theme, then the colours again on the dark one (the theme is the root's
      // data-theme, as the toggle sets it): the structure is the same, only the contrast can differ.
      for (const [theme, runOnly] of [
        ['light', { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }],
        ['dark', { type: 'rule', values: ['color-contrast'] }],
      ] as const) {
        const result = await page.evaluate(
          async ({ name, only }) => {
            // The colours measured as they end: waiting for the fades alone now and then still caught the
            // language button half-way on the dark theme. (A constructed sheet: the CSP refuses inline style.)
            const still = new CSSStyleSheet()
            still.replaceSync('*, ::before, ::after { transition: none !important }')
            document.adoptedStyleSheets = [...document.adoptedStyleSheets, still]
            document.documentElement.dataset.theme = name
            // Colours fade for a moment after the switch: measured mid-fade, a button reads as too faint
            // (a fade cut short by another ends too, its promise refused).
            await Promise.allSettled(document.getAnimations().map((animation) => animation.finished))
            const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe
            return axe.run(document, { runOnly: only, resultTypes: ['violations'] })
          },
          { name: theme, only: runOnly },
        )
        for (const violation of result.violations)
          found.push(`${path} ${theme} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      }
    }
    expect(found).toEqual([])
  })

  it('the status, stock and health badges of the signed-in pages are readable (colour contrast, each theme)', async () => {
    const found: string[] = []
    for (const theme of ['light', 'dark']) {
      // The theme chosen before the page loads, as a returning visitor has it: nothing fades mid-measure.
      const { page, context } = await suite.open()
      await context.addInitScript((name) => localStorage.setItem('theme', name), theme)
      await logIn(page.request, 'customer', 'Customer@12345')
      // The demo customer's proxies (health, expiry, auto-renew, tags), orders (statuses) and the products' stock.
      for (const path of ['/manage-private-proxy', '/order', '/proxy']) {
        await page.goto(path)
        await page.locator('h1').first().waitFor()
        expect(await page.evaluate(() => document.documentElement.dataset.theme), path).toBe(theme)
        expect(await page.locator('main .badge-soft').count(), path).toBeGreaterThan(0)
        await page.evaluate(axeSource)
        const result = await page.evaluate(async () => {
          // The colours as they end: a button's colour may still be fading in after hydration (the full
          // run once caught the language button half-way), as in the public pages' check above.
          const still = new CSSStyleSheet()
          still.replaceSync('*, ::before, ::after { transition: none !important }')
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, still]
          await Promise.allSettled(document.getAnimations().map((animation) => animation.finished))
          const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe
          return axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] })
        })
        for (const violation of result.violations)
          found.push(`${path} ${theme}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      }
    }
    expect(found).toEqual([])
  })
})
