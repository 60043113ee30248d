import { describe, expect, inject, it } from 'vitest'
import { expectHeading } from './browser'
import { logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
type Me = { _id: string }

describe('the admin audit log and e-mail confirmation pages (issue 12, item 8)', () => {
  it('shows what admins did, before and after, filtered by user and action, in vi and en', async () => {
    const customer = await suite.open()
    const { email } = await signedInCustomer(customer.page.request, 'audited')
    const me = (await (await customer.page.request.get('/api/user/me')).json()) as Me
    const admin = await suite.open()
    const { page } = admin
    await logIn(page.request, 'admin@demo.local', 'Admin@12345')
    const headers = { origin: inject('baseUrl') }
    const adjust = (amount: number, reason: string) =>
      page.request.put('/api/bill/admin-topup', { headers, data: { userId: me._id, amount, reason } })
    expect((await adjust(300_000, 'Thưởng báo lỗi')).status()).toBe(200)
    expect((await adjust(-100_000, 'Thu hồi khoản thưởng thừa')).status()).toBe(200)
    expect(
      (await page.request.put('/api/user/admin-update-user', { headers, data: { userId: me._id, name: 'Khách đã kiểm' } })).status(),
    ).toBe(200)

    await page.goto('/admin/audit')
    await expectHeading(page, 'Nhật ký quản trị')
    const filters = page.locator('form').filter({ has: page.getByRole('button', { name: 'Lọc', exact: true }) })
    await filters.getByLabel('Người dùng (ID, tên đăng nhập hoặc e-mail)').fill(email)
    await filters.getByRole('button', { name: 'Lọc', exact: true }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('user'), { timeout: 10_000 }).toBe(email)
    const rows = page.getByTestId('audit-log').locator('tbody tr')
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3)
    const texts = await rows.allInnerTexts()
    expect(texts[0]).toContain('Sửa người dùng')
    expect(texts[0]).toContain('name: audited → Khách đã kiểm')
    expect(texts[1]).toContain('Cộng hoặc trừ số dư')
    expect(texts[1]).toContain('balance: 300000 → 200000')
    expect(texts[1]).toContain('Thu hồi khoản thưởng thừa')
    expect(texts[2]).toContain('balance: 0 → 300000')
    expect(texts.every((text) => text.includes('admin@demo.local') && text.includes(email))).toBe(true)

    await filters.getByLabel('Thao tác').selectOption({ label: 'Sửa người dùng' })
    await filters.getByRole('button', { name: 'Lọc', exact: true }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('action'), { timeout: 10_000 }).toBe('update_user')
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1)

    // A reload or a shared link keeps the filters; the English page says the same in English.
    await page.goto(`/en/admin/audit?user=${encodeURIComponent(email)}&action=adjust_balance&page=abc`)
    await expectHeading(page, 'Audit log')
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2)
    expect(await rows.first().innerText()).toContain('Added to or deducted from a balance')
  })

  it('confirms an e-mail change from the link mailed to the new address, on a press; a bad link says what to do', async () => {
    const customer = await suite.open()
    const { email } = await signedInCustomer(customer.page.request, 'moving')
    const me = (await (await customer.page.request.get('/api/user/me')).json()) as Me
    const admin = await suite.open()
    await logIn(admin.page.request, 'admin@demo.local', 'Admin@12345')
    const newEmail = `moved.${Date.now()}@portal.test`
    const changed = await admin.page.request.put('/api/user/admin-update-user', {
      headers: { origin: inject('baseUrl') },
      data: { userId: me._id, email: newEmail },
    })
    expect(await changed.json()).toMatchObject({ email, pendingEmail: newEmail })
    const mails = (await (await admin.page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(newEmail)}`)).json()) as { text: string }[]
    const link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(mails[0]?.text ?? '')?.[0]
    expect(link).toBeDefined()

    const visitor = await suite.open()
    const { page } = visitor
    await page.goto(`${new URL(link ?? '').pathname}?token=not-the-token-0123456789`)
    await expectHeading(page, 'Xác nhận e-mail mới')
    await page.getByRole('button', { name: 'Xác nhận địa chỉ mới' }).click()
    await page.getByRole('alert').filter({ hasText: 'Xác minh e-mail thất bại' }).waitFor()
    expect(await page.locator('main').innerText()).toContain('hãy nhờ quản trị viên gửi lại')

    await page.goto(link ?? '')
    // Opening the link changes nothing: a mail scanner may open it too.
    expect((await (await customer.page.request.get('/api/user/me')).json()) as { email: string }).toMatchObject({ email })
    await page.getByRole('button', { name: 'Xác nhận địa chỉ mới' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `e-mail của tài khoản bạn giờ là ${newEmail}` })
      .waitFor()
    await logIn(page.request, newEmail, 'Nap-tien-2026')

    await page.goto('/en/confirm-email')
    await expectHeading(page, 'Confirm your new e-mail')
    expect(await page.getByRole('alert').innerText()).toContain('This link is incomplete')
  })
})
