import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectHeading } from './browser'
import { logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
const product = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static' } as const

/** A call that must succeed, through a signed-in browser context (cookie sessions: the Origin is checked). */
async function call<T>(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await request[method](path, { headers: { origin: inject('baseUrl') }, data })
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * South Korean private static IPv4 of this file's own: a node, `count` proxies and a price, through the
 * admin API. The demo stocks no Korean proxies, so every purchase here gets this file's own (each with its own address).
 */
async function stockKorea(admin: APIRequestContext, count: number): Promise<void> {
  await logIn(admin, 'admin', 'Admin@12345')
  await call(admin, 'post', '/api/country/create', { code: 'KR' })
  await call(admin, 'put', '/api/country/update/KR', { enabled: true })
  const run = Date.now() % 100_000
  const node = await call<{ _id: string }>(admin, 'post', '/api/sub-server/create', {
    name: `e2e-kr-${run}`,
    host: `kr${run}.nodes.test`,
    countryCode: 'KR',
  })
  const lines = Array.from(
    { length: count },
    (_, i) => `198.19.${Math.floor(run / 250) % 250}.${i + 1}:${30_000 + (run % 30_000)}:jp${i}:p${run}x${i}`,
  )
  await call(admin, 'post', '/api/sub-server/import-proxies', {
    subServerId: node._id,
    ...product,
    countryCode: 'KR',
    protocol: 'http',
    text: lines.join('\n'),
  })
  await call(admin, 'put', '/api/price/upsert', { ...product, countryCode: 'KR', periodUnit: 'month', periodCount: 1, price: 40_000 })
}

/** A customer holding Korean proxies, one order of each amount, bought through the API as the shop's page buys them. */
async function customerWithProxies(admin: APIRequestContext, customer: APIRequestContext, name: string, ...amounts: number[]) {
  await signedInCustomer(customer, name)
  const me = (await (await customer.get('/api/user/me')).json()) as { _id: string }
  await call(admin, 'put', '/api/bill/admin-topup', { userId: me._id, amount: 1_000_000, reason: 'e2e manage proxies' })
  for (const amount of amounts) {
    const choice = { ...product, countryCode: 'KR', amount, bandwidthTier: 'basic', periodUnit: 'month', periodCount: 1 }
    await call(customer, 'post', '/api/order/create', choice)
  }
}

const rows = (page: Page) => page.getByTestId('proxies').getByTestId('proxy-row')
const toolbar = (page: Page) => page.getByRole('region', { name: 'Thao tác với proxy đã chọn' })
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
/** The HTTP login line of every row, in page order. */
const lines = (page: Page) => rows(page).getByTestId('proxy-line-http').allInnerTexts()

/** The tabs styled as the current one (daisyUI marks a tab current by its class, aria-selected or aria-current). */
const currentTabs = (page: Page) =>
  page
    .getByRole('tablist')
    .getByRole('tab')
    .evaluateAll((tabs) =>
      tabs
        .filter((tab) => tab.matches('.tab-active, [aria-selected=true], [aria-current]:not([aria-current=false], [aria-current=""])'))
        .map((tab) => tab.textContent),
    )

async function openProxies(page: Page, count: number): Promise<void> {
  await page.goto('/manage-private-proxy')
  await expectHeading(page, 'Quản lý proxy riêng')
  await expect.poll(() => rows(page).count()).toBe(count)
}

describe('managing bought proxies', () => {
  it('selects proxies, tags, comments, sets auth IPs and the password, changes IPs, and exports them', async () => {
    const admin = await suite.open()
    await stockKorea(admin.page.request, 6)
    const { page } = await suite.open()
    await customerWithProxies(admin.page.request, page.request, 'manage', 3)
    await openProxies(page, 3)
    expect(await rows(page).first().innerText()).toMatch(/IPv4 riêng tĩnh[\s\S]*Hàn Quốc[\s\S]*Chưa khóa[\s\S]*Chưa kiểm tra/)
    // Korea's flag is drawn beside its name, an image (an emoji flag is two letters on Windows).
    const flag = rows(page).first().getByTestId('country-flag')
    expect(await flag.getAttribute('src')).toBe('/flags/kr.svg')
    await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)

    // Nothing selected: each action says so instead of acting.
    await toolbar(page).getByRole('button', { name: 'Gắn thẻ' }).click()
    await page.getByRole('alert').filter({ hasText: 'Vui lòng chọn ít nhất một proxy trước' }).first().waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.getByLabel('Chọn tất cả proxy trên trang này').check()
    await toolbar(page).getByText('Đã chọn 3 proxy').waitFor()

    // A new tag on all three.
    await toolbar(page).getByRole('button', { name: 'Gắn thẻ' }).click()
    const tagging = dialog(page, 'Gắn thẻ cho 3 proxy')
    await tagging.getByLabel('Thẻ mới').fill('Nhóm A')
    await tagging.getByRole('button', { name: 'Tạo và gắn thẻ' }).click()
    await expect.poll(() => rows(page).getByTestId('proxy-tag').allInnerTexts()).toEqual(['Nhóm A', 'Nhóm A', 'Nhóm A'])

    // One comment for all.
    await toolbar(page).getByRole('button', { name: 'Ghi chú' }).click()
    await dialog(page, 'Ghi chú cho 3 proxy').getByLabel('Ghi chú').fill('máy chủ bán hàng')
    await dialog(page, 'Ghi chú cho 3 proxy').getByRole('button', { name: 'Lưu' }).click()
    await expect.poll(() => rows(page).getByTestId('proxy-comment').allInnerTexts()).toEqual(Array(3).fill('máy chủ bán hàng'))

    // Auth IPs: IPv4 only, then a list of two; the same list again is refused.
    await toolbar(page).getByRole('button', { name: 'IP xác thực' }).click()
    const authIps = dialog(page, 'IP xác thực cho 3 proxy')
    await authIps.getByText('Tối đa 3 IP, mỗi dòng một địa chỉ IPv4, khác danh sách cũ.').waitFor()
    await authIps.getByLabel('Danh sách IP (mỗi dòng một IP)').fill('203.0.113.7\n2001:db8::1')
    await authIps.getByRole('button', { name: 'Lưu' }).click()
    await authIps.getByRole('alert').filter({ hasText: 'Chỉ chấp nhận IPv4' }).waitFor()
    // A LAN address is named as such; 'Add my IP' appends the address the portal sees this browser come from.
    const ipList = authIps.getByLabel('Danh sách IP (mỗi dòng một IP)')
    await ipList.fill('192.168.1.5')
    await authIps.getByRole('status').filter({ hasText: '192.168.1.5: địa chỉ mạng nội bộ' }).waitFor()
    const { ip } = (await (await page.request.get('/api/user/my-ip')).json()) as { ip: string }
    await authIps.getByRole('button', { name: `Thêm IP của tôi (${ip})` }).click()
    expect(await ipList.inputValue()).toBe(`192.168.1.5\n${ip}`)
    expect(await authIps.getByRole('status').count()).toBe(1)
    await ipList.fill('203.0.113.7\n198.51.100.2')
    expect(await authIps.getByRole('status').count()).toBe(0)
    await authIps.getByRole('button', { name: 'Lưu' }).click()
    await expect.poll(() => rows(page).getByTestId('proxy-auth-ips').allInnerTexts()).toEqual(Array(3).fill('203.0.113.7\n198.51.100.2'))
    await toolbar(page).getByRole('button', { name: 'IP xác thực' }).click()
    await authIps.getByRole('button', { name: 'Lưu' }).click()
    await authIps.getByRole('alert').filter({ hasText: 'IP xác thực trùng với IP cũ' }).waitFor()
    await authIps.getByRole('button', { name: 'Đóng' }).click()

    // The password rule shows before typing; a short one is refused with it; then the change, once per 2 minutes.
    await toolbar(page).getByRole('button', { name: 'Đổi mật khẩu' }).click()
    const password = dialog(page, 'Đổi mật khẩu cho 3 proxy')
    await password.getByText('Mật khẩu proxy gồm 10 đến 20 chữ cái hoặc chữ số').waitFor()
    await password.getByText('có hiệu lực trong vòng 2 phút', { exact: false }).waitFor()
    await password.getByLabel('Mật khẩu proxy mới').fill('abc123')
    await password.getByRole('button', { name: 'Đổi mật khẩu' }).click()
    await password.getByRole('alert').filter({ hasText: 'Mật khẩu proxy gồm 10 đến 20 chữ cái hoặc chữ số' }).waitFor()
    await password.getByRole('button', { name: 'Tạo mật khẩu ngẫu nhiên' }).click()
    expect(await password.getByLabel('Mật khẩu proxy mới').inputValue()).toMatch(/^[A-Za-z0-9]{12}$/)
    await password.getByLabel('Mật khẩu proxy mới').fill('NewPass2026x')
    await password.getByRole('button', { name: 'Đổi mật khẩu' }).click()
    await expect.poll(() => lines(page)).toEqual(Array(3).fill(expect.stringMatching(/:NewPass2026x$/)))
    await toolbar(page).getByRole('button', { name: 'Đổi mật khẩu' }).click()
    await password.getByLabel('Mật khẩu proxy mới').fill('Another2026y')
    await password.getByRole('button', { name: 'Đổi mật khẩu' }).click()
    await password.getByRole('alert').filter({ hasText: 'Chỉ được đổi mật khẩu proxy mỗi 2 phút' }).waitFor()
    await password.getByRole('button', { name: 'Đóng' }).click()

    // The IP-change interval: the rule in the form, then every 60 minutes.
    await toolbar(page).getByRole('button', { name: 'Cài đặt đổi IP' }).click()
    const settings = dialog(page, 'Cài đặt đổi IP cho 3 proxy')
    await settings.getByLabel('Chu kỳ đổi IP (phút)').fill('3')
    await settings.getByRole('button', { name: 'Lưu' }).click()
    await settings.getByRole('alert').filter({ hasText: 'Thời gian đổi IP từ 5 đến 1000 phút' }).waitFor()
    await settings.getByLabel('Chu kỳ đổi IP (phút)').fill('60')
    await settings.getByRole('button', { name: 'Lưu' }).click()
    await expect.poll(() => rows(page).getByTestId('proxy-ip-change').allInnerTexts()).toEqual(Array(3).fill('Tự động mỗi 60 phút'))

    // One proxy changes IP: another address of the pool, the same login; 'changed at' once done.
    const before = await lines(page)
    await rows(page).first().getByRole('button', { name: 'Đổi IP' }).click()
    await rows(page)
      .getByText(/^Đã đổi lúc /)
      .waitFor()
    const after = await lines(page)
    expect(after.filter((line) => !before.includes(line))).toHaveLength(1)
    expect(after.every((line) => line.endsWith(':NewPass2026x'))).toBe(true)
    // Again within the minute: refused as a whole, with the reason.
    await toolbar(page).getByRole('button', { name: 'Đổi IP', exact: true }).click()
    await dialog(page, 'Đổi IP').getByRole('button', { name: 'Đổi IP' }).click()
    await page.getByRole('alert').filter({ hasText: 'Đổi IP quá nhanh' }).first().waitFor()

    // The selection as a file, written in the page: the lines the rows show.
    await toolbar(page).getByRole('button', { name: 'Xuất danh sách' }).click()
    const exporting = dialog(page, 'Xuất 3 proxy đã chọn')
    const [download] = await Promise.all([page.waitForEvent('download'), exporting.getByRole('button', { name: 'Tải tệp' }).click()])
    expect(download.suggestedFilename()).toMatch(/^proxies-\d{8}\.txt$/)
    const file = await readFile((await download.path()) ?? '', 'utf8')
    expect(file.trim().split('\n').sort()).toEqual([...after].sort())
    await exporting.getByRole('button', { name: 'Đóng' }).click()

    // Every proxy in use, written by the server, as CSV.
    await page.getByRole('button', { name: 'Xuất tất cả' }).click()
    const all = dialog(page, 'Xuất tất cả proxy')
    await all.getByLabel('Định dạng xuất file').selectOption('csv')
    const [csv] = await Promise.all([page.waitForEvent('download'), all.getByRole('link', { name: 'Tải tệp' }).click()])
    const table = (await readFile((await csv.path()) ?? '', 'utf8')).trim().split('\n')
    expect(table[0]).toBe('host,http_port,socks_port,username,password,country,type,expires_at,tag,comment')
    const csvLines = table.slice(1).map((row) => {
      const [host, httpPort, , username, password] = row.split(',')
      return `${host}:${httpPort}:${username}:${password}`
    })
    expect(csvLines.sort()).toEqual([...after].sort())
  })

  it('manages tags, filters by tag, country and search, sets auto-renew, and renews only expired proxies', async () => {
    const admin = await suite.open()
    await stockKorea(admin.page.request, 4)
    const { page } = await suite.open()
    await customerWithProxies(admin.page.request, page.request, 'tags', 3)
    await openProxies(page, 3)
    const first = rows(page).first()
    const host = (await first.getByTestId('proxy-line-http').innerText()).split(':')[0] ?? ''

    // Two tags, one proxy each.
    for (const [index, name] of ['Bán hàng', 'Quảng cáo'].entries()) {
      await rows(page).nth(index).getByRole('checkbox').check()
      await toolbar(page).getByRole('button', { name: 'Gắn thẻ' }).click()
      await page.getByRole('dialog').getByLabel('Thẻ mới').fill(name)
      await page.getByRole('dialog').getByRole('button', { name: 'Tạo và gắn thẻ' }).click()
      await rows(page).getByTestId('proxy-tag').filter({ hasText: name }).waitFor()
      await toolbar(page).getByRole('button', { name: 'Bỏ chọn' }).click()
    }

    // The tag filter, untagged, and back; the search finds a proxy by its address.
    await page.getByLabel('Thẻ', { exact: true }).selectOption({ label: 'Quảng cáo' })
    await expect.poll(() => rows(page).count()).toBe(1)
    expect(page.url()).toMatch(/tagId=/)
    await page.getByLabel('Thẻ', { exact: true }).selectOption('none')
    await expect.poll(() => rows(page).getByTestId('proxy-tag').count()).toBe(0)
    expect(await rows(page).count()).toBe(1)
    await page.getByLabel('Thẻ', { exact: true }).selectOption('')
    await page.getByLabel('Tìm kiếm').fill(host)
    await page.getByLabel('Tìm kiếm').press('Enter')
    await expect.poll(() => rows(page).count()).toBe(1)
    expect((await rows(page).first().getByTestId('proxy-line-http').innerText()).startsWith(`${host}:`)).toBe(true)
    await page.getByLabel('Tìm kiếm').fill('')
    await page.getByLabel('Tìm kiếm').press('Enter')
    await page.getByLabel('Quốc gia').selectOption('KR')
    await expect.poll(() => rows(page).count()).toBe(3)

    // The tag manager: counts, a rename, a delete after a confirm (its proxy is untagged).
    await page.getByRole('button', { name: 'Quản lý thẻ' }).click()
    const manager = dialog(page, 'Thẻ của bạn')
    const tagRows = async () =>
      (await manager.getByTestId('tags').locator('tbody tr').allInnerTexts()).map((row) => row.trim().split(/\s+/).join(' '))
    await expect.poll(tagRows).toEqual(['Bán hàng 1', 'Quảng cáo 1'])
    await manager.getByRole('button', { name: 'Đổi tên thẻ Bán hàng' }).click()
    await manager.getByLabel('Tên mới của thẻ Bán hàng').fill('Bán lẻ')
    await manager.getByRole('button', { name: 'Lưu' }).click()
    await manager.getByRole('cell', { name: 'Bán lẻ' }).waitFor()
    await manager.getByRole('button', { name: 'Xóa thẻ Quảng cáo' }).click()
    await dialog(page, 'Xóa thẻ').getByRole('button', { name: 'Xóa' }).click()
    await expect.poll(() => manager.getByTestId('tags').locator('tbody tr').count()).toBe(1)
    await manager.getByRole('button', { name: 'Đóng' }).click()
    await expect.poll(() => rows(page).getByTestId('proxy-tag').allInnerTexts()).toEqual(['Bán lẻ'])

    // Auto-renew does what the selection says (issue 15): 2 of the order's 3 proxies get their own order
    // with it on, the toast counts 2, and the third proxy keeps it off.
    const picked = (await lines(page)).slice(0, 2)
    for (const index of [0, 1]) await rows(page).nth(index).getByRole('checkbox').check()
    await toolbar(page).getByRole('button', { name: 'Bật tự động gia hạn' }).click()
    await page.getByRole('status').filter({ hasText: 'Đã bật tự động gia hạn cho 2 proxy' }).waitFor()
    const switchedOn = () =>
      rows(page)
        .filter({ has: page.getByText('Bật', { exact: true }) })
        .getByTestId('proxy-line-http')
        .allInnerTexts()
    await expect.poll(async () => (await switchedOn()).toSorted()).toEqual(picked.toSorted())
    expect(await rows(page).getByText('Tắt', { exact: true }).count()).toBe(1)
    // Renewing proxies in use is refused with the reason, before any price is asked.
    await toolbar(page).getByRole('button', { name: 'Gia hạn', exact: true }).click()
    await dialog(page, 'Gia hạn proxy đã chọn').getByRole('alert').filter({ hasText: 'Chỉ có thể gia hạn khi đã hết hạn' }).waitFor()
    await dialog(page, 'Gia hạn proxy đã chọn').getByRole('button', { name: 'Đóng' }).click()

    // The tabs: all three are in use, none expired.
    await page.getByRole('tab', { name: 'Hết hạn' }).click()
    await expectHeading(page, 'Proxy đã hết hạn')
    await page.getByTestId('proxies').getByText('Không có proxy nào', { exact: false }).waitFor()
    expect(await currentTabs(page)).toEqual(['Hết hạn'])
    await page.getByRole('tab', { name: 'Đang sử dụng' }).click()
    await expectHeading(page, 'Proxy đang sử dụng')
    expect(await currentTabs(page)).toEqual(['Đang sử dụng'])
    await expect.poll(() => rows(page).count()).toBe(3)

    // The order list links the split order to the one it came from, whose history says where the 2 proxies went.
    await page.goto('/order')
    await page.getByRole('link', { name: 'Tách từ đơn khác' }).first().click()
    await page
      .getByTestId('order-history')
      .getByRole('link', { name: /^2 proxy đã chuyển sang P/ })
      .waitFor()
  })

  it('turns auto-renew on for every private proxy from the account page', async () => {
    const admin = await suite.open()
    await stockKorea(admin.page.request, 3)
    const { page } = await suite.open()
    await customerWithProxies(admin.page.request, page.request, 'renewall', 1, 1)
    await page.goto('/account')
    await expectHeading(page, 'Tài khoản')
    const toggle = page.getByLabel('Tự động gia hạn tất cả proxy riêng')
    expect(await toggle.isChecked()).toBe(false)
    await toggle.check()
    await page.getByRole('status').filter({ hasText: 'Đã cập nhật 2 đơn hàng' }).waitFor()
    await page.reload()
    await expect.poll(() => toggle.isChecked()).toBe(true)
    await openProxies(page, 2)
    expect(await rows(page).getByText('Bật', { exact: true }).count()).toBe(2)
  })

  it('fits a 360 px phone screen without sideways scrolling', async () => {
    const admin = await suite.open()
    await stockKorea(admin.page.request, 2)
    const { page } = await suite.open(360)
    await customerWithProxies(admin.page.request, page.request, 'phone', 1)
    // The account page with the auto-renew card (and a long test e-mail in the info list) fits too. The
    // English page comes last: opening it makes English the customer's language for the pages after it.
    for (const [path, heading] of [
      ['/manage-private-proxy', 'Quản lý proxy riêng'],
      ['/manage-private-proxy/using', 'Proxy đang sử dụng'],
      ['/manage-private-proxy/expired', 'Proxy đã hết hạn'],
      ['/account', 'Tự động gia hạn'],
      ['/en/manage-private-proxy', 'Manage private proxies'],
    ]) {
      await page.goto(path as string)
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(360)
    }
  })

  it('checks a proxy from its row: alive with its latency through squid, dead with the reason on a closed port', async () => {
    const { login, squidPorts, closedPort } = inject('proxyServers')
    const squid = squidPorts.at(-1) ?? 0
    const admin = await suite.open()
    await logIn(admin.page.request, 'admin', 'Admin@12345')
    // Iceland holds only these two: the customer's order gets exactly them.
    await call(admin.page.request, 'post', '/api/country/create', { code: 'IS' })
    await call(admin.page.request, 'put', '/api/country/update/IS', { enabled: true })
    const node = await call<{ _id: string }>(admin.page.request, 'post', '/api/sub-server/create', {
      name: `e2e-is-${Date.now() % 100_000}`,
      host: '127.0.0.1',
      countryCode: 'IS',
    })
    const text = [
      `127.0.0.1:${squid}:${login.username}:${login.password}`,
      `127.0.0.1:${closedPort}:${login.username}:${login.password}`,
    ].join('\n')
    await call(admin.page.request, 'post', '/api/sub-server/import-proxies', {
      subServerId: node._id,
      ...product,
      countryCode: 'IS',
      protocol: 'http',
      text,
    })
    await call(admin.page.request, 'put', '/api/price/upsert', {
      ...product,
      countryCode: 'IS',
      periodUnit: 'month',
      periodCount: 1,
      price: 30_000,
    })
    const { page } = await suite.open()
    await signedInCustomer(page.request, 'checker')
    // Before buying, the empty tabs say why and what to do, not just 'nothing here'.
    await page.goto('/manage-private-proxy')
    await page.getByText('Bạn chưa có proxy nào. Proxy đã mua sẽ hiện ở đây.').waitFor()
    await page.getByTestId('proxies').getByRole('link', { name: 'Mua proxy' }).waitFor()
    const me = (await (await page.request.get('/api/user/me')).json()) as { _id: string }
    await call(admin.page.request, 'put', '/api/bill/admin-topup', { userId: me._id, amount: 100_000, reason: 'e2e proxy check' })
    await call(page.request, 'post', '/api/order/create', {
      ...product,
      countryCode: 'IS',
      amount: 2,
      bandwidthTier: 'basic',
      periodUnit: 'month',
      periodCount: 1,
    })

    await openProxies(page, 2)
    const row = (port: number) => rows(page).filter({ has: page.getByTestId('proxy-line-http').filter({ hasText: `127.0.0.1:${port}:` }) })
    expect(await row(squid).getByTestId('proxy-health').count()).toBe(0)
    expect(await row(squid).innerText()).toContain('Chưa kiểm tra')
    await row(squid).getByRole('button', { name: 'Kiểm tra' }).click()
    await expect
      .poll(() => row(squid).getByTestId('proxy-health').innerText(), { timeout: 15_000 })
      .toMatch(/^Hoạt động · \d+ ms\s+Kiểm tra vừa xong$/)
    await row(closedPort).getByRole('button', { name: 'Kiểm tra' }).click()
    await expect
      .poll(() => row(closedPort).getByTestId('proxy-health').innerText(), { timeout: 15_000 })
      .toMatch(/^Không hoạt động\s+từ chối kết nối\s+Kiểm tra vừa xong$/)
    // Checked again from the selection: both at once, and the page says how they fared.
    await page.getByLabel('Chọn tất cả proxy trên trang này').check()
    await toolbar(page).getByRole('button', { name: 'Kiểm tra' }).click()
    await page.getByRole('status').filter({ hasText: 'Đã kiểm tra: 1 hoạt động, 1 không hoạt động' }).first().waitFor({ timeout: 15_000 })
  })
})
