import { describe, expect, inject, it } from 'vitest'
import { expectHeading } from './browser'
import { logIn } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()

type Price = {
  _id: string
  kind: string
  ipVersion: string
  ipMode: string
  countryCode: string
  periodUnit: string
  periodCount: number
  price: number
}

/** The public price of a private static IPv4 for one month in every country, as any visitor reads it. */
async function publicMonthlyPrice(): Promise<Price | undefined> {
  const prices = (await (await fetch(`${inject('baseUrl')}/api/price/list`)).json()) as Price[]
  return prices.find(
    (p) =>
      p.kind === 'private' &&
      p.ipVersion === 'ipv4' &&
      p.ipMode === 'static' &&
      p.countryCode === '*' &&
      p.periodUnit === 'month' &&
      p.periodCount === 1,
  )
}

describe('the catalogue and inventory in the admin area', () => {
  it('an admin imports proxies from text (a bad line first), finds them in the inventory, and edits a price customers then see', async () => {
    const { page } = await suite.open()
    await logIn(page.request, 'admin@demo.local', 'Admin@12345')
    const before = await publicMonthlyPrice()
    expect(before?.price).toBe(45_000)
    try {
      // A Singapore node of its own (the demo's one node is Vietnamese, and its stock is the other suites').
      const node = await page.request.post('/api/sub-server/create', {
        headers: { origin: inject('baseUrl') },
        data: { name: 'e2e-sg-01', host: '192.0.2.201', countryCode: 'SG' },
      })
      expect(node.status()).toBe(200)
      await page.goto('/admin')
      await page.getByRole('navigation', { name: 'Trang quản trị' }).getByRole('link', { name: 'Kho proxy' }).click()
      await expectHeading(page, 'Kho proxy')

      const importer = page.getByRole('region', { name: 'Nhập proxy' })
      await importer.getByLabel('Máy chủ', { exact: true }).selectOption({ label: 'e2e-sg-01' })
      await expect.poll(() => importer.getByLabel('Quốc gia', { exact: true }).inputValue()).toBe('SG')
      const list = importer.getByLabel('Danh sách proxy')
      await list.fill('192.0.2.200:30001:e2e-a:pass-a\n192.0.2.200:99999:e2e-b:pass-b\nsocks5://e2e-c:pass-c@192.0.2.200:30003')
      await importer.getByRole('button', { name: 'Kiểm tra danh sách' }).click()
      const problems = importer.getByRole('alert')
      await problems.filter({ hasText: '2 dòng không đọc được' }).waitFor()
      expect(await problems.locator('li').allInnerTexts()).toEqual([
        'Dòng 2: cổng phải từ 1 đến 65535',
        'Dòng 3: giao thức trong dòng khác giao thức đã chọn',
      ])
      expect(await importer.getByRole('button', { name: 'Nhập danh sách' }).isDisabled()).toBe(true)

      await list.fill('192.0.2.200:30001:e2e-a:pass-a\ne2e-b:pass-b@192.0.2.200:30002\nhttp://e2e-c:pass-c@192.0.2.200:30003')
      await importer.getByRole('button', { name: 'Kiểm tra danh sách' }).click()
      await importer.getByText('Danh sách hợp lệ: sẽ nhập 3 proxy.').waitFor()
      await importer.getByRole('button', { name: 'Nhập 3 proxy' }).click()
      await page.getByRole('status').filter({ hasText: 'Đã nhập 3 proxy' }).first().waitFor()

      const proxies = page.getByRole('region', { name: 'Danh sách proxy' })
      await proxies.getByLabel('Tìm theo địa chỉ hoặc tên đăng nhập').fill('192.0.2.200')
      const rows = proxies.getByTestId('admin-proxies').locator('tbody tr').filter({ hasText: '192.0.2.200' })
      await expect.poll(() => rows.count()).toBe(3)
      expect((await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim()).sort()).toEqual([
        '192.0.2.200:30001 e2e-a Riêng · IPv4 · Tĩnh · SG e2e-sg-01 Còn trống Tắt',
        '192.0.2.200:30002 e2e-b Riêng · IPv4 · Tĩnh · SG e2e-sg-01 Còn trống Tắt',
        '192.0.2.200:30003 e2e-c Riêng · IPv4 · Tĩnh · SG e2e-sg-01 Còn trống Tắt',
      ])
      await proxies.getByRole('button', { name: 'Tắt 192.0.2.200:30002' }).click()
      await rows.filter({ hasText: '30002' }).getByText('Đã tắt').waitFor()

      await page.getByRole('link', { name: 'Sản phẩm và giá' }).click()
      await expectHeading(page, 'Sản phẩm và giá')
      const prices = page.getByRole('region', { name: 'Bảng giá' })
      await prices.getByRole('button', { name: 'Sửa Riêng · IPv4 · Tĩnh · Mọi quốc gia · 1 tháng' }).click()
      await prices.getByLabel('Giá mỗi proxy (Xu)').fill('47000')
      await prices.getByRole('button', { name: 'Lưu' }).click()
      await page.getByRole('status').filter({ hasText: 'Đã lưu giá' }).first().waitFor()
      const row = prices
        .getByTestId('admin-prices')
        .locator('tbody tr')
        .filter({ hasText: 'Riêng · IPv4 · Tĩnh' })
        .filter({ hasText: 'Mọi quốc gia' })
        .filter({ hasText: '1 tháng' })
      await expect.poll(() => row.first().innerText()).toContain('47,000 Xu')
      // The status column says a price on sale is on sale, not nothing.
      expect(await row.first().innerText()).toContain('Đang bán')

      expect(await publicMonthlyPrice()).toEqual({ ...before, price: 47_000 })

      // A rotating key package: the schema's and the API's codes in words, then on sale, off sale, deleted.
      const keys = page.getByRole('region', { name: 'Gói key proxy xoay' })
      await keys.getByRole('button', { name: 'Thêm gói key' }).click()
      await keys.getByLabel('Tên gói', { exact: true }).fill('Xoay VN 1 ngày')
      await keys.getByLabel('Tên gói (tiếng Anh)').fill('VN rotating 1 day')
      await keys.getByLabel('Số giây tối thiểu giữa hai lần đổi IP').fill('5')
      await keys.getByLabel('Giá gói (Xu)').fill('12000')
      await keys.getByLabel('Giá gia hạn (Xu)').fill('11000')
      await keys.getByRole('button', { name: 'Lưu' }).click()
      await keys.getByRole('alert').filter({ hasText: 'Giá trị không hợp lệ' }).waitFor()
      await keys.getByLabel('Số giây tối thiểu giữa hai lần đổi IP').fill('30')
      await keys.getByRole('button', { name: 'Lưu' }).click()
      await keys.getByRole('alert').filter({ hasText: 'Gói đã tồn tại' }).waitFor()
      const name = `E2E key ${Date.now()}`
      await keys.getByLabel('Tên gói', { exact: true }).fill(name)
      await keys.getByLabel('Tên gói (tiếng Anh)').fill(`${name} in English`)
      await keys.getByRole('button', { name: 'Lưu' }).click()
      const keyRow = keys.getByTestId('admin-key-packages').locator('tbody tr').filter({ hasText: name })
      await keyRow.getByText('tối đa mỗi 30 giây').waitFor()
      const onSale = async () => {
        const list = (await (await fetch(`${inject('baseUrl')}/api/key-package/list?page=1&limit=100`)).json()) as {
          data: { name: string; nameEn: string }[]
        }
        return list.data.some((pack) => pack.name === name && pack.nameEn === `${name} in English`)
      }
      expect(await onSale()).toBe(true)
      // The switch shows what the list reads back after the change.
      await keyRow.getByRole('checkbox', { name: `Đang bán ${name}` }).click()
      await expect.poll(onSale).toBe(false)
      await keyRow.getByRole('button', { name: `Xóa ${name}` }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Xóa' }).click()
      await expect.poll(() => keyRow.count()).toBe(0)
    } finally {
      if (before)
        await page.request.put('/api/price/upsert', {
          headers: { origin: inject('baseUrl') },
          data: { ...withoutId(before), id: before._id },
        })
    }
  })

  it("the demo shop is stocked: every country the admin sees on sale has free proxies, as customers' country list says", async () => {
    const { page } = await suite.open()
    await logIn(page.request, 'admin@demo.local', 'Admin@12345')
    const listed = (await (await page.request.get('/api/country/list')).json()) as { code: string; stock: Record<string, number> }[]
    await page.goto('/admin/catalogue')
    const rows = page.getByRole('region', { name: 'Quốc gia', exact: true }).getByTestId('admin-countries').locator('tbody tr')
    await rows.first().waitFor()
    expect(await rows.count()).toBeGreaterThanOrEqual(15)
    const seen: { code: string; free: number; onSale: boolean }[] = []
    for (const row of await rows.all()) {
      const code = /\(([A-Z]{2})\)/.exec(await row.locator('td').first().innerText())?.[1] ?? ''
      seen.push({ code, free: Number(await row.locator('td').nth(1).innerText()), onSale: await row.getByRole('checkbox').isChecked() })
    }
    // Iceland is the manage-proxies suite's own country, whose two proxies it buys up on purpose (files share the Worker).
    const onSaleWithout = seen
      .filter((country) => country.onSale && country.free === 0 && country.code !== 'IS')
      .map((country) => country.code)
    expect(onSaleWithout).toEqual([])
    // The admin's figures are the customers' stock: the countries on sale, and their free proxies of every kind.
    const total = (code: string) => Object.values(listed.find((country) => country.code === code)?.stock ?? {}).reduce((a, b) => a + b, 0)
    expect(seen.filter((country) => country.onSale).map((country) => [country.code, country.free])).toEqual(
      listed.map((country) => [country.code, total(country.code)]),
    )
  })
})

const withoutId = ({ _id: _, ...price }: Price) => price
