import { type CountryView, type PackageView, type PriceView, stockKey } from '@proxy-portal/worker/contract/catalogue'
import type { KeyPackageView } from '@proxy-portal/worker/contract/key-packages'
import { formatAmount } from '@proxy-portal/worker/contract/money'
import type { APIRequestContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectHeading } from './browser'
import { logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
const DYNAMIC = 'private:ipv4:dynamic'

/** The four products of /proxy: the card's title, and the product whose prices and stock it shows. */
const range = [
  ['IPv4 riêng tĩnh', 'private:ipv4:static'],
  ['IPv4 riêng động', DYNAMIC],
  ['IPv6 riêng tĩnh', 'private:ipv6:static'],
  ['Gói proxy IPv4 dùng chung', 'shared:ipv4:static'],
] as const

const read = async <T>(request: APIRequestContext, path: string) => (await (await request.get(path)).json()) as T
const onSale = async (request: APIRequestContext) =>
  (await read<CountryView[]>(request, '/api/country/list')).filter((country) => country.enabled)
/** Country names in Vietnamese as the browser's own Intl writes them (Node's ICU names some differently). */
const viNames = (page: Page, codes: string[]) =>
  page.evaluate((list) => list.map((code) => new Intl.DisplayNames(['vi'], { type: 'region' }).of(code) ?? code), codes)
const productOfUrl = (page: Page) => new URL(page.url()).searchParams.get('product')

/** A customer's page (the product pages are for signed-in customers). */
async function customerPage(width?: number): Promise<Page> {
  const { page } = await suite.open(width)
  await signedInCustomer(page.request, 'shopper')
  return page
}

/** An admin call that must succeed (cookie session: the Origin header is checked). */
async function setStatus(request: APIRequestContext, listProxyId: string[], status: 'free' | 'disabled'): Promise<void> {
  const response = await request.put('/api/sub-server/proxy-status', {
    headers: { origin: inject('baseUrl') },
    data: { listProxyId, status },
  })
  if (!response.ok()) throw new Error(`proxy-status: ${response.status()} ${await response.text()}`)
}

/** The ids of every free proxy of a product in the inventory (an admin's call). */
async function freeProxies(request: APIRequestContext, key: string): Promise<string[]> {
  const [kind, ipVersion, ipMode] = key.split(':')
  const ids: string[] = []
  for (let page = 1; ; page++) {
    const query = `status=free&kind=${kind}&ipVersion=${ipVersion}&ipMode=${ipMode}&limit=100&page=${page}`
    const { data } = await read<{ data: { _id: string }[] }>(request, `/api/sub-server/list-proxies?${query}`)
    ids.push(...data.map((proxy) => proxy._id))
    if (data.length < 100) return ids
  }
}

describe('the product pages', () => {
  it('/proxy shows the four products from their lowest price, with the countries in stock; buy opens the form on the product', async () => {
    const page = await customerPage()
    const prices = await read<PriceView[]>(page.request, '/api/price/list')
    const countries = await onSale(page.request)
    await page.goto('/proxy')
    await expectHeading(page, 'Proxy')
    expect(await page.getByTestId('product-card').count()).toBe(range.length)
    for (const [title, key] of range) {
      const lowest = Math.min(...prices.filter((row) => stockKey(row) === key).map((row) => row.price))
      const card = page.getByRole('article', { name: title, exact: true })
      expect(await card.getByTestId('product-from').innerText(), title).toMatch(new RegExp(`^Từ ${formatAmount(lowest)} Xu / proxy / `))
      const inStock = countries.filter((country) => (country.stock[key] ?? 0) > 0)
      expect(await card.getByTestId('product-countries').locator('li').allInnerTexts(), title).toEqual(
        inStock.map((country) => expect.stringContaining(`(còn ${country.stock[key]})`)),
      )
    }

    await page.getByRole('article', { name: 'IPv4 riêng động' }).getByRole('link', { name: 'Mua', exact: true }).click()
    await expectHeading(page, 'Mua proxy riêng')
    expect(productOfUrl(page)).toBe(DYNAMIC)
    expect(await page.getByRole('radio', { name: 'IPv4' }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: 'Động' }).isChecked()).toBe(true)
    // The countries offered are the dynamic product's, with its stock.
    const inStock = countries.find((country) => (country.stock[DYNAMIC] ?? 0) > 0)
    expect(inStock).toBeDefined()
    const option = page.getByLabel('Quốc gia').locator(`option[value="${inStock?.code}"]`)
    expect(await option.innerText()).toContain(`(còn ${inStock?.stock[DYNAMIC]})`)
    // The tabs keep the product the link chose.
    await page.getByRole('tab', { name: 'Mua theo gói' }).click()
    await page.getByRole('tab', { name: 'Mua theo loại' }).click()
    await expect.poll(() => page.getByRole('radio', { name: 'Động' }).isChecked()).toBe(true)
    // The heading names no product the form no longer shows (it said IPv4 whatever was chosen).
    await page.getByRole('radio', { name: 'IPv6' }).check()
    await expectHeading(page, 'Mua proxy riêng')
  })

  it('says when a product is out of stock and disables its buy button', async () => {
    const { page: adminPage } = await suite.open()
    await logIn(adminPage.request, 'admin', 'Admin@12345')
    const ipv6 = await freeProxies(adminPage.request, 'private:ipv6:static')
    expect(ipv6.length).toBeGreaterThan(0)
    // Every free private IPv6 taken out of sale for the test, then put back for the files after it.
    await setStatus(adminPage.request, ipv6, 'disabled')
    try {
      const page = await customerPage()
      await page.goto('/proxy')
      const card = page.getByRole('article', { name: 'IPv6 riêng tĩnh', exact: true })
      await card.getByText('Tạm hết hàng ở mọi quốc gia.').waitFor()
      expect(await card.getByText('Hết hàng', { exact: true }).count()).toBe(1)
      expect(await card.getByRole('button', { name: 'Mua', exact: true }).isDisabled()).toBe(true)
      expect(await card.getByRole('link', { name: 'Mua', exact: true }).count()).toBe(0)
      // The others still sell.
      expect(await page.getByRole('article', { name: 'IPv4 riêng tĩnh' }).getByRole('link', { name: 'Mua', exact: true }).count()).toBe(1)
    } finally {
      await setStatus(adminPage.request, ipv6, 'free')
    }
  })

  it('/proxy-rotating explains rotation and shows the dynamic stock per country as /api/country/list gives it, and the packages', async () => {
    const page = await customerPage()
    const countries = await onSale(page.request)
    const packages = await read<{ data: PackageView[] }>(page.request, '/api/package/list?ipVersion=ipv4&ipMode=dynamic&limit=100')
    await page.goto('/proxy-rotating')
    await expectHeading(page, 'Proxy xoay')
    await page.getByText('IP tự đổi sau mỗi khoảng thời gian bạn đặt, từ 5 đến 1000 phút.').waitFor()

    // The countries that have it, with their stock, in the catalogue's order; the others named in one line.
    const dynamic = page.getByRole('region', { name: 'IPv4 riêng động', exact: true })
    const rows = dynamic.getByTestId('rotating-country')
    const inStock = countries.filter((country) => (country.stock[DYNAMIC] ?? 0) > 0)
    expect(inStock.length).toBeGreaterThan(0)
    expect(await rows.count()).toBe(inStock.length)
    const names = await viNames(
      page,
      countries.map((country) => country.code),
    )
    const nameOf = (country: CountryView) => names[countries.indexOf(country)]
    for (const [at, country] of inStock.entries()) {
      const cells = await rows.nth(at).locator('td').allInnerTexts()
      expect(cells.slice(0, 2), country.code).toEqual([nameOf(country), String(country.stock[DYNAMIC])])
    }
    const soldOut = countries.filter((country) => !inStock.includes(country))
    const soldOutLine = soldOut.length > 0 ? await dynamic.getByTestId('rotating-sold-out').innerText() : ''
    for (const country of soldOut) expect(soldOutLine).toContain(nameOf(country))
    expect(await page.getByTestId('package-card').count()).toBe(packages.data.length)
    for (const pack of packages.data) await page.getByRole('heading', { name: pack.name }).waitFor()
    // Each card's country with its flag beside the name.
    const flags = await page
      .getByTestId('package-card')
      .getByTestId('country-flag')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')))
    expect(flags).toEqual(packages.data.map((pack) => `/flags/${pack.countryCode.toLowerCase()}.svg`))

    await dynamic.getByRole('link', { name: 'Mua', exact: true }).click()
    await expectHeading(page, 'Mua proxy riêng')
    expect(productOfUrl(page)).toBe(DYNAMIC)
    expect(await page.getByRole('radio', { name: 'Động' }).isChecked()).toBe(true)
  })

  it('reads in English under /en', async () => {
    const page = await customerPage()
    await page.goto('/en/proxy')
    expect(await page.getByRole('article', { name: 'Private dynamic IPv4' }).getByTestId('product-from').innerText()).toMatch(
      /^From [\d,]+ Coin \/ proxy \/ \d+ (day|week|month)s?$/,
    )
    await page.goto('/en/proxy-rotating')
    await page.getByRole('heading', { name: 'What rotation means' }).waitFor()
    // Packages read in English: the names and descriptions the admin entered for it, not the Vietnamese ones.
    const packages = await read<{ data: PackageView[] }>(page.request, '/api/package/list?ipVersion=ipv4&ipMode=dynamic&limit=100')
    expect(packages.data.length).toBeGreaterThan(0)
    for (const pack of packages.data) {
      expect(pack.nameEn).not.toBe(pack.name)
      const card = page.getByRole('article', { name: pack.nameEn, exact: true })
      await card.getByText(pack.descriptionEn, { exact: true }).waitFor()
    }
    // Rotating key packages too (the demo's have English texts of their own); one entered once reads the same.
    const keyPackages = await read<{ data: KeyPackageView[] }>(page.request, '/api/key-package/list?page=1&limit=100')
    expect(keyPackages.data.filter((pack) => pack.nameEn !== pack.name).length).toBeGreaterThan(0)
    const keyRows = page.getByTestId('key-packages').getByTestId('key-package')
    for (const pack of keyPackages.data) {
      const row = keyRows.filter({ has: page.getByText(pack.nameEn, { exact: true }) }).first()
      expect(await row.innerText()).toContain(pack.descriptionEn)
    }
  })

  it('fits a 360 px phone screen without sideways scrolling', async () => {
    const page = await customerPage(360)
    for (const path of ['/proxy', '/proxy-rotating', '/en/proxy', '/en/proxy-rotating']) {
      await page.goto(path)
      await page.locator('h1').first().waitFor()
      await page.getByTestId('product-card').or(page.getByTestId('rotating-country')).first().waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(360)
    }
  })
})
