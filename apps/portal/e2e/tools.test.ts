import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectHeading } from './browser'
import { logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()

async function customerPage(name: string, width = 1280): Promise<Page> {
  const { page } = await suite.open(width)
  await signedInCustomer(page.request, name)
  return page
}

/** The file a click downloads, read back as text. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  const path = await download.path()
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') }
}

const result = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })

describe('the split string tool', () => {
  it('keeps the parts from start to end, and says so when the start is after the end, in Vietnamese', async () => {
    const page = await customerPage('split-vi')
    await page.goto('/tools')
    await page.getByRole('link', { name: 'Mở: Tách chuỗi' }).click()
    await expectHeading(page, 'Tách chuỗi')
    await page.getByLabel('Văn bản cần tách').fill('a1\nb2\nc3\nd4\ne5\n')
    await page.getByLabel('Vị trí bắt đầu').fill('2')
    await page.getByLabel('Vị trí kết thúc').fill('4')
    await expect.poll(() => result(page, 'Kết quả').inputValue()).toBe('b2\nc3\nd4')
    expect(await page.getByText('Giữ 3 trên 5 phần').count()).toBe(1)

    await page.getByLabel('Vị trí bắt đầu').fill('5')
    await page.getByRole('alert').filter({ hasText: 'Vị trí bắt đầu không được lớn hơn vị trí kết thúc' }).waitFor()
    expect(await result(page, 'Kết quả').inputValue()).toBe('')
    await page.getByLabel('Vị trí kết thúc').fill('1.5')
    await page.getByRole('alert').filter({ hasText: 'Giá trị không hợp lệ' }).waitFor()
  })

  it('splits by a comma and joins with another separator, in English', async () => {
    const page = await customerPage('split-en')
    await page.goto('/en/tools/splitString')
    await expectHeading(page, 'Split string')
    await page.getByLabel('Text to split').fill('a,b,c,d')
    await page.getByLabel('Split by').selectOption({ label: 'Comma ,' })
    await page.getByLabel('Join the result with').selectOption({ label: 'Other…' })
    await page.getByLabel('Your separator').fill(' | ')
    await page.getByLabel('Start position').fill('3')
    await expect.poll(() => result(page, 'Result').inputValue()).toBe('c | d')
    await page.getByLabel('End position').fill('2')
    await page.getByRole('alert').filter({ hasText: 'The start position must not be greater than the end position' }).waitFor()
    await page.getByLabel('Start position').fill('0')
    await page.getByRole('alert').filter({ hasText: 'This value is not valid' }).waitFor()
  })
})

describe('the free tools', () => {
  it('convert two proxy lines to socks5 URLs and CSV, naming the line it cannot read', async () => {
    const page = await customerPage('convert')
    await page.goto('/tools/freeTools')
    const tool = page.getByRole('region', { name: 'Chuyển đổi định dạng proxy' })
    await tool
      .getByLabel('Danh sách proxy, mỗi dòng một proxy')
      .fill('203.0.113.7:8080:user1:Pass2026\nuser2:Pass@2026@203.0.113.8:1080\nkhông phải proxy')
    await expect
      .poll(() => result(tool, 'Kết quả').inputValue())
      .toBe('socks5://user1:Pass2026@203.0.113.7:8080\nsocks5://user2:Pass%402026@203.0.113.8:1080\n')
    const alert = tool.getByRole('alert')
    expect(await alert.innerText()).toContain('Mỗi dòng cần host và cổng, kèm tên đăng nhập và mật khẩu')
    expect(await alert.innerText()).toContain('Các dòng không đọc được: 3')

    await tool.getByLabel('Định dạng xuất').selectOption('csv')
    const csv =
      'host,http_port,socks_port,username,password,country,type,expires_at,tag,comment\n' +
      '203.0.113.7,8080,8080,user1,Pass2026,,,,,\n203.0.113.8,1080,1080,user2,Pass@2026,,,,,\n'
    await expect.poll(() => result(tool, 'Kết quả').inputValue()).toBe(csv)
    const file = await downloaded(page, () => tool.getByRole('button', { name: 'Tải xuống' }).click())
    expect(file).toEqual({ name: 'proxies.csv', text: csv })
  })

  it('remove duplicate lines and sort them', async () => {
    const page = await customerPage('lines')
    await page.goto('/tools/freeTools')
    const tool = page.getByRole('region', { name: 'Xóa dòng trùng và sắp xếp dòng' })
    await tool.getByLabel('Các dòng').fill('10.0.0.10\n10.0.0.9\n10.0.0.10\n\n')
    await tool.getByLabel('Thứ tự').selectOption('asc')
    await expect.poll(() => result(tool, 'Kết quả').inputValue()).toBe('10.0.0.9\n10.0.0.10')
    expect(await tool.getByText('3 dòng vào, 2 dòng ra, đã xóa 1 dòng trùng').count()).toBe(1)
  })

  it('generate passwords that obey the proxy password rule', async () => {
    const page = await customerPage('password')
    await page.goto('/en/tools/freeTools')
    const tool = page.getByRole('region', { name: 'Proxy password generator' })
    // A first batch is made as the tool opens, in the browser.
    await expect.poll(async () => (await result(tool, 'Result').inputValue()).split('\n').length, { timeout: 10_000 }).toBe(5)
    await tool.getByLabel('Length').selectOption('12')
    await tool.getByLabel('How many').fill('0')
    await tool.getByRole('alert').filter({ hasText: 'This value is not valid' }).waitFor()
    expect(await tool.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true)
    await tool.getByLabel('How many').fill('20')
    await tool.getByRole('button', { name: 'Generate' }).click()
    await expect.poll(() => tool.getByText('20 passwords of 12 characters').count()).toBe(1)
    const passwords = (await result(tool, 'Result').inputValue()).split('\n')
    expect(passwords).toHaveLength(20)
    expect(new Set(passwords).size).toBe(20)
    for (const password of passwords) expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9]{12}$/)
  })

  it('fit a 360 px phone screen without sideways scrolling', async () => {
    const page = await customerPage('tools-phone', 360)
    for (const path of ['/tools', '/tools/freeTools', '/tools/splitString', '/en/tools/freeTools']) {
      await page.goto(path)
      await page.locator('h1').first().waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(360)
    }
  })
})

/** An admin call through the admin's signed-in browser context. */
async function adminCall(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown) {
  const response = await request[method](path, { headers: { origin: inject('baseUrl') }, data })
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`)
  return response.json()
}

/** A plan of 50 German shared proxies, bought through the API on stock of this file's own (addresses no other file uses). */
async function customerWithPlan(page: Page) {
  const admin = await suite.open()
  await logIn(admin.page.request, 'admin@demo.local', 'Admin@12345')
  await signedInCustomer(page.request, 'plan-export')
  const node = (await adminCall(admin.page.request, 'post', '/api/sub-server/create', {
    name: `de-tools-${Date.now()}`,
    host: '198.18.0.7',
    countryCode: 'DE',
  })) as { _id: string }
  const text = Array.from({ length: 60 }, (_, at) => `198.18.7.${at + 2}:3128:node:node-pass`).join('\n')
  const stock = { subServerId: node._id, kind: 'shared', ipVersion: 'ipv4', ipMode: 'static', countryCode: 'DE', protocol: 'http', text }
  await adminCall(admin.page.request, 'post', '/api/sub-server/import-proxies', stock)
  const me = (await (await page.request.get('/api/user/me')).json()) as { _id: string }
  await adminCall(admin.page.request, 'put', '/api/bill/admin-topup', { userId: me._id, amount: 2_000_000, reason: 'e2e plan export' })
  const choice = { amount: 50, countries: ['DE'], bandwidthTier: 'basic', periodUnit: 'month', periodCount: 1 }
  await adminCall(page.request, 'post', '/api/plan/create', choice)
}

describe('the plan page export', () => {
  it('downloads the proxies as CSV, copies a custom template and hands the list to the check page', async () => {
    const { page, context } = await suite.open()
    await customerWithPlan(page)
    const mine = (await (await page.request.get('/api/plan/my-plan')).json()) as {
      plan: { username: string; password: string }
      proxies: { host: string; httpPort: number; socksPort: number | null }[]
    }
    expect(mine.proxies).toHaveLength(50)
    const { username, password } = mine.plan

    await page.goto('/proxy-shared/plan')
    await expectHeading(page, 'Gói proxy dùng chung')
    await page.getByLabel('Định dạng xuất').selectOption({ label: 'CSV' })
    const file = await downloaded(page, () => page.getByRole('button', { name: 'Tải tệp' }).click())
    expect(file.name).toBe(`shared-plan-${username}.csv`)
    const rows = file.text.trimEnd().split('\n')
    expect(rows[0]).toBe('host,http_port,socks_port,username,password,country,type,expires_at,tag,comment')
    expect(rows).toHaveLength(51)
    const first = mine.proxies[0]
    expect(rows[1]).toMatch(
      new RegExp(
        `^${first?.host},${first?.httpPort},${first?.socksPort ?? ''},${username},${password},DE,ipv4 static,\\d{4}-\\d\\d-\\d\\dT[^,]+,,$`,
      ),
    )

    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByLabel('Định dạng xuất').selectOption({ label: 'Mẫu tùy chỉnh' })
    await page.getByLabel('Mẫu', { exact: true }).fill('{ip}|{secret}')
    await page.getByRole('alert').filter({ hasText: 'Định dạng xuất không hợp lệ' }).waitFor()
    expect(await page.getByRole('button', { name: 'Sao chép danh sách' }).isDisabled()).toBe(true)
    expect(await page.getByText('Các trường có thể dùng: {ip} {host} {port}').count()).toBe(1)
    await page.getByLabel('Mẫu', { exact: true }).fill('{user}@{ip}:{port}')
    await page.getByRole('button', { name: 'Sao chép danh sách' }).click()
    await page.getByRole('status').filter({ hasText: 'Đã sao chép' }).first().waitFor()
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).trimEnd().split('\n')
    expect(copied).toHaveLength(50)
    expect(copied[0]).toBe(`${username}@${first?.host}:${first?.httpPort}`)

    await page.setViewportSize({ width: 360, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
    await page.setViewportSize({ width: 1280, height: 900 })

    // The check page takes the lines out of sessionStorage as it opens: note them as they are put there.
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'checkProxyLines') Object.assign(window, { handedLines: value })
        setItem.call(this, key, value)
      }
    })
    await page.getByRole('button', { name: 'Kiểm tra proxy' }).click()
    await page.waitForURL((url) => url.pathname === '/check-proxy')
    const handed = (await page.evaluate(() => (window as { handedLines?: string }).handedLines))?.trimEnd().split('\n')
    expect(handed).toHaveLength(50)
    expect(handed?.[0]).toBe(`${first?.host}:${first?.httpPort}:${username}:${password}`)
  })
})
