import { describe, expect, it } from 'vitest'
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
})
