import { formatAmount } from '@proxy-portal/worker/contract/money'
import type { APIRequestContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { mailedCode } from './auth-helpers'
import { expectHeading } from './browser'
import { logIn, signedInCustomer } from './money-helpers'
import { adminCall } from './shared-stock'
import { browserSuite } from './suite'

const suite = browserSuite()
const product = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static' } as const
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** Finland of its own for this file: 2 private static IPv4 proxies at 60,000 Xu a month. */
async function stockFinland(admin: APIRequestContext): Promise<void> {
  await adminCall(admin, 'post', '/api/country/create', { code: 'FI' })
  await adminCall(admin, 'put', '/api/country/update/FI', { enabled: true })
  const node = (await adminCall(admin, 'post', '/api/sub-server/create', {
    name: `e2e-fi-${Date.now()}`,
    host: 'fi.nodes.test',
    countryCode: 'FI',
  })) as {
    _id: string
  }
  const text = ['198.18.77.1:3128:fi0:pass0', '198.18.77.2:3128:fi1:pass1'].join('\n')
  await adminCall(admin, 'post', '/api/sub-server/import-proxies', {
    subServerId: node._id,
    ...product,
    countryCode: 'FI',
    protocol: 'http',
    text,
  })
  await adminCall(admin, 'put', '/api/price/upsert', { ...product, countryCode: 'FI', periodUnit: 'month', periodCount: 1, price: 60_000 })
}

describe('the agency programme in the browser', () => {
  it('a customer applies, the admin activates, a referred customer signs up through the link and buys with a coupon, the agency sees it', async () => {
    const run = Date.now().toString(36)
    const code = `ag-${run}`
    const coupon = `cp-${run}`

    // A customer applies on /agency: the format rule first, then the code; the agency waits for an admin.
    const agent = await suite.open()
    await signedInCustomer(agent.page.request, 'agent')
    await agent.page.goto('/agency')
    const apply = agent.page.getByRole('region', { name: 'Trở thành đại lý' })
    await field(agent.page, 'Mã đại lý').fill('1-bad')
    await apply.getByRole('button', { name: 'Đăng ký' }).click()
    await apply.getByRole('alert').filter({ hasText: "Mã giới thiệu phải bắt đầu bằng chữ thường và chỉ gồm chữ, số và dấu '-'" }).waitFor()
    await field(agent.page, 'Mã đại lý').fill(code)
    await apply.getByRole('button', { name: 'Đăng ký' }).click()
    await expect.poll(() => agent.page.getByTestId('agency-waiting').innerText(), { timeout: 5000 }).toContain(`Bạn đã đăng ký mã ${code}`)

    // The admin activates it on /admin/agencies (and stocks a country for the purchase).
    const admin = await suite.open()
    await logIn(admin.page.request, 'admin', 'Admin@12345')
    await stockFinland(admin.page.request)
    await admin.page.goto(`/admin/agencies?search=${code}`)
    const row = admin.page.getByTestId('agency-row').filter({ hasText: code })
    expect(await row.innerText()).toContain('Chưa hoạt động')
    await row.getByRole('button', { name: 'Kích hoạt' }).click()
    await row.getByText('Đang hoạt động').waitFor()

    // Active: the link and the code, and a coupon of its own within its 20% margin.
    await agent.page.reload()
    // The link names the address the visitor uses, known once the page runs in the browser.
    await expect
      .poll(() => agent.page.getByTestId('agency-link').innerText(), { timeout: 5000 })
      .toBe(`${inject('baseUrl')}/auth/register?ref=${code}`)
    const coupons = agent.page.getByRole('region', { name: 'Mã giảm giá của bạn' })
    await coupons.getByLabel('Mã giảm giá', { exact: true }).fill(coupon)
    await coupons.getByLabel('Phần trăm giảm').fill('10')
    await coupons.getByRole('button', { name: 'Tạo mã' }).click()
    await coupons.getByTestId('agency-coupons').getByText(coupon).waitFor()

    // A visitor follows the link's code on the home page; the cookie keeps it, and sign-up fills it in.
    const buyer = await suite.open()
    const email = `referred.${run}@portal.test`
    await buyer.page.goto(`/?ref=${code}`)
    expect((await buyer.context.cookies()).find((cookie) => cookie.name === 'ref')?.value).toBe(code)
    await buyer.page
      .getByTestId('referral-notice')
      .filter({ hasText: `Mã giới thiệu ${code} đã được ghi nhận` })
      .waitFor()
    await buyer.page.goto('/auth/register')
    await expect.poll(() => field(buyer.page, 'Mã giới thiệu').inputValue(), { timeout: 5000 }).toBe(code)
    await field(buyer.page, 'E-mail').fill(email)
    await field(buyer.page, 'Họ và tên').fill('Khách Giới Thiệu')
    await field(buyer.page, 'Mật khẩu').fill('Secret123')
    await field(buyer.page, 'Nhập lại mật khẩu').fill('Secret123')
    await buyer.page.getByRole('checkbox').check()
    await buyer.page.getByRole('button', { name: 'Đăng ký', exact: true }).click()
    await expectHeading(buyer.page, 'Xác minh e-mail')
    await field(buyer.page, 'Mã xác nhận (6 số)').fill(await mailedCode(buyer.page.request, email))
    await buyer.page.getByRole('button', { name: 'Xác minh' }).click()
    await buyer.page.waitForURL('**/dashboard')
    const me = (await (await buyer.page.request.get('/api/user/me')).json()) as { _id: string }
    await adminCall(admin.page.request, 'put', '/api/bill/admin-topup', { userId: me._id, amount: 100_000, reason: 'e2e agency' })

    // The buy form: the referral discount is its own line; the coupon applied adds its own and lowers the total.
    await buyer.page.goto('/private-proxy')
    await buyer.page.getByLabel('Quốc gia').selectOption('FI')
    await buyer.page.getByLabel('Thời hạn').selectOption('month:1')
    await expect.poll(() => buyer.page.getByTestId('quote-agency-discount').innerText(), { timeout: 5000 }).toBe('3,000 Xu')
    await field(buyer.page, 'Mã giảm giá').fill(coupon)
    await buyer.page.getByRole('button', { name: 'Áp dụng' }).click()
    // 60,000 less the 5% referral discount is 57,000; the 10% coupon takes 5,700 of it.
    await expect.poll(() => buyer.page.getByTestId('quote-coupon').innerText(), { timeout: 5000 }).toBe('5,700 Xu')
    await expect.poll(() => buyer.page.getByTestId('quote-total').innerText(), { timeout: 5000 }).toContain('51,300 Xu')
    await buyer.page.getByRole('button', { name: 'Mua ngay' }).click()
    await buyer.page.getByRole('dialog', { name: 'Xác nhận mua proxy' }).getByRole('button', { name: 'Mua' }).click()
    await buyer.page.getByRole('dialog', { name: 'Thành công' }).getByText('Mua proxy thành công').waitFor()

    // The agency page: the referred customer (masked) and the pending commission, 20% less the coupon's 10% of 51,300.
    await agent.page.reload()
    await expect.poll(() => agent.page.getByTestId('agency-customers').innerText(), { timeout: 5000 }).toContain('re***@portal.test')
    expect(await agent.page.getByTestId('agency-total-pending').innerText()).toBe(`${formatAmount(5_130)} Xu`)
    const commission = agent.page.getByTestId('agency-commissions').locator('tbody tr').first()
    expect(await commission.innerText()).toMatch(/re\*\*\*@portal\.test[\s\S]*51,300 Xu[\s\S]*5,130 Xu \(10%\)[\s\S]*Đang chờ/)
    expect(await coupons.getByTestId('agency-coupons').innerText()).toMatch(new RegExp(`${coupon}\\s+10%\\s+1`))
  }, 60_000)
})
