import { describe, expect, inject, it } from 'vitest'
import { expectHeading } from './browser'
import { deliverSepayTransfer, logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()

describe('money in the admin area', () => {
  it('an admin credits a transfer without a code to the customer it names, then deducts with a reason', async () => {
    const customer = await suite.open()
    const { email } = await signedInCustomer(customer.page.request, 'review')
    const delivered = await deliverSepayTransfer({
      id: Date.now(),
      content: 'chuyen khoan quen ghi noi dung',
      amount: 250_000,
      accountNumber: '1023456789',
    })
    expect(delivered.status).toBe(200)

    const admin = await suite.open()
    const { page } = admin
    await logIn(page.request, 'admin@demo.local', 'Admin@12345')
    await page.goto('/admin')
    await expectHeading(page, 'Quản trị')
    const row = page.getByTestId('bank-review').locator('tbody tr').filter({ hasText: 'chuyen khoan quen ghi noi dung' })
    await row.getByRole('button', { name: 'Cộng cho người dùng' }).click()
    await row.getByLabel('Tìm người dùng (e-mail, tên đăng nhập, tên)').fill(email)
    await row.getByRole('button', { name: `Chọn ${email}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Cộng chuyển khoản' })
    expect(await dialog.innerText()).toContain(`Cộng 250,000 Xu cho ${email}?`)
    await dialog.getByRole('button', { name: 'Xác nhận' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Đã cộng cho ${email}` })
      .first()
      .waitFor()
    await row.waitFor({ state: 'detached' })

    // The customer's page heard it live.
    await customer.page.goto('/topup')
    await expect.poll(() => customer.page.getByRole('link', { name: 'Số dư' }).innerText()).toContain('250,000 Xu')

    const adjust = page.locator('section').filter({ hasText: 'Cộng / trừ số dư' })
    await adjust.getByLabel('Tìm người dùng (e-mail, tên đăng nhập, tên)').fill(email)
    await adjust.getByRole('button', { name: `Chọn ${email}` }).click()
    await adjust.getByLabel('Số Xu (số âm để trừ)').fill('-50000')
    await adjust.getByRole('button', { name: 'Cập nhật số dư' }).click()
    expect(await adjust.getByRole('alert').allInnerTexts()).toEqual(['Không được để trống'])
    await adjust.getByLabel('Lý do').fill('Hoàn phí giao dịch sai')
    await adjust.getByRole('button', { name: 'Cập nhật số dư' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Số dư mới của ${email}: 200,000 Xu` })
      .first()
      .waitFor()
    await expect.poll(() => customer.page.getByRole('link', { name: 'Số dư' }).innerText()).toContain('200,000 Xu')
  })

  it('an admin sets the rate and adds a bank account; customers see both accounts and the new rate at once', async () => {
    const admin = await suite.open()
    await logIn(admin.page.request, 'admin@demo.local', 'Admin@12345')
    const origin = inject('baseUrl')
    const before = await (await admin.page.request.get('/api/setting/list')).json()
    try {
      await admin.page.goto('/admin')
      const card = admin.page.locator('section').filter({ hasText: 'Tỷ giá và tài khoản nhận chuyển khoản' })
      await card.getByLabel('Tỷ giá (VND cho 1 USD)').fill('25000')
      await card.getByRole('button', { name: 'Thêm tài khoản' }).click()
      const added = card.locator('fieldset fieldset').last()
      await added.getByLabel('Ngân hàng').selectOption({ label: 'Techcombank (970407)' })
      await added.getByLabel('Số tài khoản').fill('19031234567')
      await added.getByLabel('Chủ tài khoản').fill('cong ty proxy')
      await card.getByRole('button', { name: 'Lưu' }).click()
      await admin.page.getByRole('status').filter({ hasText: 'Đã lưu cài đặt' }).first().waitFor()

      const customer = await suite.open()
      await signedInCustomer(customer.page.request, 'rate')
      await customer.page.goto('/topup')
      await customer.page.getByRole('group', { name: 'Tài khoản nhận' }).getByRole('button', { name: 'Techcombank' }).click()
      await customer.page.getByAltText('Mã VietQR chuyển khoản tới Techcombank 19031234567').waitFor()
      expect(await customer.page.getByText('CONG TY PROXY').count()).toBeGreaterThan(0)
      await customer.page.getByRole('tab', { name: 'PayPal' }).click()
      await customer.page.getByLabel('Số tiền (USD)').fill('10')
      expect(await customer.page.getByTestId('topup-preview').innerText()).toBe('Bạn nhận được: 250,000 Xu')
    } finally {
      await admin.page.request.put('/api/setting/update', {
        headers: { origin },
        data: { settings: { vndPerUsd: before.vndPerUsd === 26_000 ? null : before.vndPerUsd, bankAccounts: before.bankAccounts } },
      })
    }
  })
})
