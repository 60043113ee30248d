import { formatAmount } from '@proxy-portal/worker/contract/money'
import type { APIRequestContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { builtConfig, wrangler } from '../../../scripts/local-worker.ts'
import { expectHeading } from './browser'
import { deliverSepayTransfer, logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
const balance = (page: Page) => page.getByRole('link', { name: 'Số dư' }).innerText()
const product = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static' } as const

/** Time passing, in the Worker's real D1: an order's period ends (the expiry job's work, without the wait). */
const sqlOnD1 = (command: string) =>
  wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', inject('persistTo'), '-c', builtConfig, '--command', command])

/** An admin call that must succeed (cookie session: the Origin header is checked). */
async function admin<T>(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await request[method](path, { headers: { origin: inject('baseUrl') }, data })
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

/** Stock and a price of our own for private static IPv4 in Singapore, through the admin API. */
async function stockSingapore(request: APIRequestContext, proxies: number): Promise<void> {
  await logIn(request, 'admin', 'Admin@12345')
  await admin(request, 'post', '/api/country/create', { code: 'SG' })
  await admin(request, 'put', '/api/country/update/SG', { enabled: true })
  const run = Date.now() % 100_000
  const node = await admin<{ _id: string }>(request, 'post', '/api/sub-server/create', {
    name: `e2e-sg-${run}`,
    host: `sg${run}.nodes.test`,
    countryCode: 'SG',
  })
  const lines = Array.from(
    { length: proxies },
    (_, i) => `198.18.${Math.floor(run / 250) % 250}.${i + 1}:${20_000 + (run % 40_000)}:u${i}:p${run}x${i}`,
  )
  await admin(request, 'post', '/api/sub-server/import-proxies', {
    subServerId: node._id,
    ...product,
    countryCode: 'SG',
    protocol: 'http',
    text: lines.join('\n'),
  })
  await admin(request, 'put', '/api/price/upsert', { ...product, countryCode: 'SG', periodUnit: 'month', periodCount: 1, price: 45_000 })
}

/** A customer with `amount` Xu, credited by a bank transfer as the bank reports it. */
async function customerWith(request: APIRequestContext, name: string, amount: number): Promise<void> {
  await signedInCustomer(request, name)
  await topUp(request, amount)
}

/** A bank transfer of `amount` to the signed-in customer, as the bank reports it. */
async function topUp(request: APIRequestContext, amount: number): Promise<void> {
  const { code, bankAccounts } = (await (await request.get('/api/bill/get-bill')).json()) as {
    code: string
    bankAccounts: { accountNumber: string }[]
  }
  const delivered = await deliverSepayTransfer({
    id: Date.now(),
    content: code,
    amount,
    accountNumber: bankAccounts[0]?.accountNumber ?? '',
  })
  expect(delivered.status).toBe(200)
}

async function chooseSingapore(page: Page, amount: string): Promise<void> {
  await page.getByLabel('Quốc gia').selectOption('SG')
  await page.getByLabel('Số lượng').fill(amount)
  await page.getByLabel('Thời hạn').selectOption('month:1')
}

describe('buying proxies and the orders', () => {
  it('buys 2 proxies at the quoted price, live result dialog, balance, /order and the result page', async () => {
    const setup = await suite.open()
    await stockSingapore(setup.page.request, 10)
    const { page } = await suite.open()
    await customerWith(page.request, 'buyer', 200_000)

    await page.goto('/private-proxy')
    await expectHeading(page, 'Mua proxy riêng')
    await expect.poll(() => balance(page)).toContain('200,000 Xu')
    // Before any order, plan or trial, the workspace's "manage proxies" tab is not offered (ADR 0013).
    const manageTab = page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Quản lý proxy' })
    expect(await manageTab.count()).toBe(0)
    await chooseSingapore(page, '2')
    const choice = { ...product, countryCode: 'SG', amount: 2, bandwidthTier: 'basic', periodUnit: 'month', periodCount: 1 }
    const quote = (await (
      await page.request.post('/api/order/quote', { headers: { origin: inject('baseUrl') }, data: choice })
    ).json()) as { totalPrice: number; stock: number }
    const total = `${formatAmount(quote.totalPrice)} Xu`
    await expect.poll(() => page.getByTestId('quote-total').innerText()).toContain(total)
    expect(await page.getByTestId('quote-stock').innerText()).toBe(String(quote.stock))

    await page.getByRole('button', { name: 'Mua ngay' }).click()
    const confirm = page.getByRole('dialog', { name: 'Xác nhận mua proxy' })
    expect(await confirm.innerText()).toContain(
      `Mua 2 proxy IPv4 riêng tĩnh tại Singapore, thời hạn 1 tháng, băng thông Cơ bản, với giá ${total}?`,
    )
    await confirm.getByRole('button', { name: 'Mua' }).click()

    const result = page.getByRole('dialog', { name: 'Thành công' })
    await result.getByText('Mua proxy thành công').waitFor()
    await expect.poll(() => balance(page), { timeout: 5000 }).toContain(`${formatAmount(200_000 - quote.totalPrice)} Xu`)
    await manageTab.waitFor()
    await result.getByRole('link', { name: 'Sử dụng proxy ngay' }).click()
    await expectHeading(page, 'Kết quả đơn hàng')
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? ''
    expect(await page.getByRole('dialog', { name: 'Thành công' }).isVisible()).toBe(false)
    // The live channel announced it too (the bell lists it); the dialog showed once for both.
    await page.getByRole('button', { name: 'Thông báo' }).click()
    await page.getByRole('listitem').filter({ hasText: 'Mua proxy thành công' }).waitFor()
    const proxies = page.getByTestId('order-proxies').locator('tbody tr')
    await proxies.nth(1).waitFor()
    expect(await proxies.count()).toBe(2)
    // Host, HTTP port, SOCKS5 port, user, password.
    expect(await proxies.first().innerText()).toMatch(/^\d+\.\d+\.\d+\.\d+\t\d+\t/)
    expect(await page.getByTestId('order-summary').innerText()).toContain('Singapore')
    expect(await page.getByTestId('order-summary').getByTestId('country-flag').getAttribute('src')).toBe('/flags/sg.svg')

    await page.goto('/order')
    const row = page.getByTestId('orders').getByTestId('order-row').first()
    await row.waitFor()
    expect(await row.innerText()).toMatch(/IPv4 riêng tĩnh[\s\S]*Singapore[\s\S]*Đang sử dụng/)
    expect(await row.getByTestId('country-flag').getAttribute('src')).toBe('/flags/sg.svg')
    expect(await row.innerText()).toContain(total)

    // Renewing needs a selection first; an order in use cannot be chosen.
    await page.getByRole('button', { name: 'Gia hạn đơn đã chọn (0)' }).click()
    await page.getByRole('alert').filter({ hasText: 'Vui lòng chọn ít nhất một đơn hàng' }).first().waitFor()
    expect(await row.getByRole('checkbox', { name: /^Chọn đơn/ }).isDisabled()).toBe(true)

    // Auto-renew is kept.
    const autoRenew = () =>
      page
        .getByTestId('order-row')
        .first()
        .getByRole('checkbox', { name: /^Tự động gia hạn đơn/ })
    await autoRenew().check()
    await expect.poll(() => autoRenew().isEnabled()).toBe(true)
    await page.reload()
    await expect.poll(() => autoRenew().isChecked()).toBe(true)

    // A higher bandwidth tier costs what the dialog says, for the rest of the period.
    await page.getByTestId('order-row').first().getByRole('button', { name: 'Nâng băng thông' }).click()
    const upgrade = page.getByRole('dialog', { name: /^Nâng băng thông đơn/ })
    await upgrade.getByLabel('Nâng lên').selectOption('advanced')
    // The price is the server's quote for this order and tier; it shows once the quote arrives.
    await expect.poll(() => upgrade.getByTestId('upgrade-price').innerText(), { timeout: 5000 }).toMatch(/[\d,]+ Xu/)
    const price = /([\d,]+) Xu/.exec(await upgrade.getByTestId('upgrade-price').innerText())?.[1] ?? ''
    expect(price).toMatch(/^[\d,]+$/)
    await upgrade.getByRole('button', { name: 'Nâng băng thông' }).click()
    await page.getByRole('dialog', { name: 'Thành công' }).getByText('Tăng băng thông thành công').waitFor()
    const left = 200_000 - quote.totalPrice - Number(price.replaceAll(',', ''))
    await expect.poll(() => balance(page), { timeout: 5000 }).toContain(`${formatAmount(left)} Xu`)
    await page.getByRole('dialog', { name: 'Thành công' }).getByRole('button', { name: 'Đóng' }).click()
    await expect.poll(() => page.getByTestId('order-row').first().innerText()).toContain('Nâng cao')

    // The dashboard: this month's spend, and the order once its period ended (as the expiry job leaves
    // it, proxies still held) renewed in one click; the purchase is in the notification history.
    const ended = Date.now() - 3_600_000
    await sqlOnD1(
      `UPDATE orders SET status = 'expired', expires_at = ${ended} WHERE id = '${orderId}'; ` +
        `UPDATE bought_proxies SET status = 'expired', expires_at = ${ended} WHERE order_id = '${orderId}'`,
    )
    // The renewal (at the higher tier) costs more than is left: renewing its proxies from the list says
    // what the balance lacks, with a top-up link, and cannot be confirmed.
    await page.goto('/manage-private-proxy')
    await page.getByRole('tab', { name: 'Hết hạn' }).click()
    // The tab is its own page: until it shows, the rows (and a selection made in them) are the old tab's.
    await expectHeading(page, 'Proxy đã hết hạn')
    await page.getByTestId('proxies').getByTestId('proxy-row').first().waitFor()
    // Both proxies selected as the page's state has it (a tick before hydration, a click reaches only the checkbox).
    const selection = page.getByRole('region', { name: 'Thao tác với proxy đã chọn' })
    await expect
      .poll(async () => {
        await page.getByLabel('Chọn tất cả proxy trên trang này').check()
        return selection.getByTestId('selected-count').innerText()
      })
      .toMatch(/\b2\b/)
    await selection.getByRole('button', { name: 'Gia hạn', exact: true }).click()
    const renewing = page.getByRole('dialog', { name: 'Gia hạn proxy đã chọn' })
    await renewing.getByTestId('renew-short').getByText('Chưa thể gia hạn:').waitFor()
    await renewing.getByTestId('renew-short').getByText('Số dư còn thiếu').waitFor()
    await renewing.getByRole('link', { name: 'Nạp thêm' }).waitFor()
    expect(await renewing.getByRole('button', { name: 'Gia hạn 1 đơn' }).isDisabled()).toBe(true)
    await renewing.getByRole('button', { name: 'Đóng' }).click()
    // Renewing the order alone from /order says so too, at the server's quote, before it can be confirmed.
    const renewQuote = (await (await page.request.get(`/api/order/renew-quote/${orderId}`)).json()) as { balanceShort: number }
    expect(renewQuote.balanceShort).toBeGreaterThan(0)
    await page.goto('/order')
    await page.getByTestId('order-row').first().getByRole('button', { name: 'Gia hạn', exact: true }).click()
    const renewOne = page.getByRole('dialog', { name: 'Gia hạn đơn hàng' })
    await renewOne
      .getByTestId('renew-order-short')
      .getByText(`Số dư còn thiếu ${formatAmount(renewQuote.balanceShort)} Xu`)
      .waitFor()
    await renewOne.getByRole('link', { name: 'Nạp thêm' }).waitFor()
    expect(await renewOne.getByRole('button', { name: 'Gia hạn', exact: true }).isDisabled()).toBe(true)
    await renewOne.getByRole('button', { name: 'Hủy' }).click()
    // A second transfer first, listed as the latest top-up.
    await topUp(page.request, 200_000)
    const credited = page.getByRole('dialog', { name: 'Nạp tiền thành công' })
    await credited.getByRole('button', { name: 'Đóng' }).click()
    await page.goto('/dashboard')
    const spent = page.getByTestId('dashboard-spent')
    expect(await spent.innerText()).toContain(`${formatAmount(200_000 - left)} Xu`)
    await page.getByTestId('notification').filter({ hasText: 'Mua proxy thành công' }).first().waitFor()
    expect(await page.getByTestId('recent-topup').allInnerTexts()).toEqual([
      expect.stringMatching(/^Chuyển khoản[\s\S]*200,000 Xu\s+Thành công$/),
      expect.stringMatching(/^Chuyển khoản[\s\S]*200,000 Xu\s+Thành công$/),
    ])
    const ending = page.getByTestId('expiring-order')
    expect(await ending.innerText()).toContain('gia hạn được ngay')
    await ending.getByRole('button', { name: 'Gia hạn' }).click()
    await page.getByRole('dialog', { name: 'Gia hạn đơn hàng' }).getByRole('button', { name: 'Gia hạn' }).click()
    await page.getByRole('dialog', { name: 'Thành công' }).getByText('Gia hạn thành công').waitFor()
    await expect.poll(() => ending.count()).toBe(0)
    // Spent is what left the balance, renewal included.
    const xuOf = (text: string) => Number((/([\d,]+) Xu/.exec(text)?.[1] ?? '').replaceAll(',', ''))
    await expect.poll(async () => xuOf(await spent.innerText()) > 200_000 - left).toBe(true)
    await expect.poll(async () => xuOf(await spent.innerText()) + xuOf(await balance(page))).toBe(400_000)
  })

  it('shows what the balance lacks before confirming; a purchase that fails anyway names its reason; nothing is charged', async () => {
    const setup = await suite.open()
    await stockSingapore(setup.page.request, 6)
    const { page } = await suite.open()
    await customerWith(page.request, 'short', 100_000)
    await page.goto('/private-proxy')
    await expect.poll(() => balance(page)).toContain('100,000 Xu')
    await chooseSingapore(page, '5')
    const choice = { ...product, countryCode: 'SG', amount: 5, bandwidthTier: 'basic', periodUnit: 'month', periodCount: 1 }
    const quote = (await (
      await page.request.post('/api/order/quote', { headers: { origin: inject('baseUrl') }, data: choice })
    ).json()) as { totalPrice: number; balanceShort: number }
    expect(quote.balanceShort).toBe(quote.totalPrice - 100_000)
    // The panel names the shortfall with a way to top up, and the buy button stays off.
    const short = page.getByTestId('quote-short')
    await short.getByText(`Số dư còn thiếu ${formatAmount(quote.balanceShort)} Xu`).waitFor()
    expect(await short.getByRole('link', { name: 'Nạp thêm' }).count()).toBe(1)
    const buyButton = page.getByRole('button', { name: 'Mua ngay' })
    expect(await buyButton.isDisabled()).toBe(true)

    // Two fit the balance: the button comes on. Money goes elsewhere while the confirmation is open (an admin takes 50,000).
    await page.getByLabel('Số lượng').fill('2')
    await buyButton.click()
    expect(await short.count()).toBe(0)
    const confirm = page.getByRole('dialog', { name: 'Xác nhận mua proxy' })
    await confirm.waitFor()
    const me = (await (await page.request.get('/api/user/me')).json()) as { _id: string }
    await admin(setup.page.request, 'put', '/api/bill/admin-topup', { userId: me._id, amount: -50_000, reason: 'e2e: spent elsewhere' })
    await confirm.getByRole('button', { name: 'Mua' }).click()
    const result = page.getByRole('dialog', { name: 'Thất bại' })
    await result.getByText('Số dư không đủ. Vui lòng nạp thêm').waitFor()
    await result.getByRole('link', { name: 'Nạp tiền' }).click()
    await expectHeading(page, 'Nạp tiền')
    await expect.poll(() => balance(page)).toContain('50,000 Xu')
  })

  it('starts on the first country in stock, bounds the amount by its stock, and asks for a country when none is chosen', async () => {
    const { page } = await suite.open()
    await customerWith(page.request, 'form', 10_000)
    await page.goto('/private-proxy')
    // The first country in stock is chosen at once (its option says how many are left), its price shown.
    const option = page.getByLabel('Quốc gia').locator('option:not([disabled])').nth(1)
    const code = (await option.getAttribute('value')) ?? ''
    await expect.poll(() => page.getByLabel('Quốc gia').inputValue()).toBe(code)
    await page.getByTestId('quote-total').waitFor()
    const stock = Number(/\(còn (\d+)\)/.exec(await option.innerText())?.[1])
    await page.getByLabel('Số lượng').fill(String(stock + 1))
    await page.getByText(`Chỉ còn ${stock} proxy trong kho`).waitFor()
    await page.getByLabel('Số lượng').fill('0')
    await page.getByText('Số lượng tối thiểu là 1').waitFor()
    // No country chosen: buying asks for one instead of opening the confirmation.
    await page.getByLabel('Số lượng').fill('1')
    await page.getByLabel('Quốc gia').selectOption('')
    await page.getByRole('button', { name: 'Mua ngay' }).click()
    await page.getByText('Vui lòng chọn quốc gia').waitFor()
    expect(await page.getByRole('dialog', { name: 'Xác nhận mua proxy' }).isVisible()).toBe(false)
  })

  it('shows the dashboard: the Facebook link, stock notices from live stock, the Vietnam promotion, and buying by type or package', async () => {
    const setup = await suite.open()
    await logIn(setup.page.request, 'admin', 'Admin@12345')
    await admin(setup.page.request, 'post', '/api/country/create', { code: 'VN' })
    await admin(setup.page.request, 'put', '/api/country/update/VN', { enabled: true })
    // The promotion shows the popular Vietnamese package: one is made when the demo data has none.
    const vn = (await (await setup.page.request.get('/api/package/list?countryCode=VN&limit=100')).json()) as {
      data: { popular: boolean }[]
    }
    if (!vn.data.some((pack) => pack.popular)) {
      await admin(setup.page.request, 'post', '/api/package/create', {
        name: 'Super VN',
        ...product,
        countryCode: 'VN',
        amount: 1,
        bandwidthTier: 'basic',
        periodUnit: 'month',
        periodCount: 1,
        price: 99_000,
        renewPrice: 99_000,
        popular: true,
      })
    }
    const { page } = await suite.open()
    await customerWith(page.request, 'dash', 10_000)
    await page.goto('/dashboard')
    await expectHeading(page, 'Bảng điều khiển')
    // The tiles that only repeated the tab bar are gone; the Facebook service page, not a tab, stays.
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /Proxy của tôi/ })
        .count(),
    ).toBe(0)
    expect(await page.getByRole('link', { name: /Dịch vụ Facebook/ }).getAttribute('href')).toBe(
      'https://www.facebook.com/proxyportal.demo',
    )

    // The notices follow the live stock: shown exactly when there is none.
    const countries = (await (await page.request.get('/api/country/list')).json()) as { code: string; stock: Record<string, number> }[]
    const stockOf = (code: string, test: (key: string) => boolean) =>
      Object.entries(countries.find((c) => c.code === code)?.stock ?? {}).reduce((sum, [key, n]) => (test(key) ? sum + n : sum), 0)
    const notice = (text: string) => page.getByRole('status').filter({ hasText: text }).count()
    const usPrivateStatic = stockOf('US', (key) => key === 'private:ipv4:static')
    const vnDynamic = stockOf('VN', (key) => key.endsWith(':dynamic'))
    expect(await notice('Proxy IPv4 riêng tĩnh tại Mỹ hiện đã hết hàng')).toBe(usPrivateStatic === 0 ? 1 : 0)
    expect(await notice('Proxy động Việt Nam hiện đã hết hàng')).toBe(vnDynamic === 0 ? 1 : 0)
    // The demo sells both out on purpose, while the rest of the US (the trial's shared proxies, dynamic IPv4) sells.
    expect([usPrivateStatic, vnDynamic]).toEqual([0, 0])
    expect(stockOf('US', (key) => key.includes(':ipv4:'))).toBeGreaterThan(0)

    const promo = page.getByRole('region', { name: 'Super Proxy Việt Nam' })
    await promo.getByRole('link', { name: 'Mua gói này' }).click()
    await page.waitForURL(/\/private-proxy\?tab=package&package=/)
    await page.getByRole('tab', { name: 'Mua theo gói', selected: true }).waitFor()
    expect(await page.locator('[data-testid=package-card].ring-2').count()).toBe(1)
    // It costs more than the customer has: its quote says what the balance lacks, and it cannot be confirmed.
    await page.locator('[data-testid=package-card].ring-2').getByRole('button', { name: 'Mua gói' }).click()
    const buying = page.getByRole('dialog', { name: 'Xác nhận mua proxy' })
    await buying.getByTestId('package-quote-short').getByText('Số dư còn thiếu').waitFor()
    expect(await buying.getByTestId('package-quote-balance').innerText()).toContain('10,000 Xu')
    await buying.getByRole('link', { name: 'Nạp thêm' }).waitFor()
    expect(await buying.getByRole('button', { name: 'Mua', exact: true }).isDisabled()).toBe(true)
    await buying.getByRole('button', { name: 'Hủy' }).click()

    // The page arrives whole from the server (the trial card too): nothing below it moves when it becomes interactive.
    const served = await (await page.request.get('/dashboard')).text()
    expect(served).toContain('Dùng thử ngay')
    expect(served).toContain('Mua theo gói')
    await page.goto('/dashboard')
    await page.getByRole('link', { name: 'Mua theo gói' }).click()
    await expectHeading(page, 'Mua proxy theo loại hoặc theo gói')
    await page.getByTestId('package-card').first().waitFor()
    await page.getByRole('tab', { name: 'Mua theo loại' }).click()
    await page.getByLabel('Quốc gia').waitFor()
    await page.getByRole('link', { name: 'Quay lại' }).click()
    await expectHeading(page, 'Bảng điều khiển')
  })

  it('fits a 360 px phone screen without sideways scrolling', async () => {
    const { page } = await suite.open(360)
    await customerWith(page.request, 'phone', 10_000)
    for (const path of [
      '/private-proxy',
      '/private-proxy?tab=package',
      '/order',
      '/order/success',
      '/dashboard',
      '/dashboard/tab',
      '/en/order',
    ]) {
      await page.goto(path)
      await page.locator('h1').first().waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(360)
    }
  })
})
