import { describe, expect, inject, it } from 'vitest'
import { expectHeading } from './browser'
import { deliverSepayTransfer, logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()

describe('money in the admin area', () => {
  it('an admin credits a transfer without a code to the customer it names', async () => {
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
    await page.goto('/admin/topups')
    await expectHeading(page, 'Nạp tiền')
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
  })

  it('an admin sets the rate and adds a bank account; customers see both accounts and the new rate at once', async () => {
    const admin = await suite.open()
    await logIn(admin.page.request, 'admin@demo.local', 'Admin@12345')
    const origin = inject('baseUrl')
    const before = await (await admin.page.request.get('/api/setting/list')).json()
    try {
      await admin.page.goto('/admin/settings')
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

describe('the admin area an operator runs the shop from (issue 16)', () => {
  it('finds a user by transfer code, bans and unbans them, deducts with a reason, extends an order, refuses a rate out of bounds; the overview adds up', async () => {
    const origin = inject('baseUrl')
    const customer = await suite.open()
    const { email } = await signedInCustomer(customer.page.request, 'journey')
    const me = (await (await customer.page.request.get('/api/user/me')).json()) as { _id: string }
    const { code } = (await (await customer.page.request.get('/api/bill/get-bill')).json()) as { code: string }
    const admin = await suite.open()
    const { page } = admin
    await logIn(page.request, 'admin@demo.local', 'Admin@12345')
    const put = (path: string, data: unknown) => page.request.put(path, { headers: { origin }, data })
    expect((await put('/api/bill/admin-topup', { userId: me._id, amount: 300_000, reason: 'e2e journey' })).ok()).toBe(true)
    const choice = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static', countryCode: 'VN', amount: 1, bandwidthTier: 'basic' }
    const bought = await customer.page.request.post('/api/order/create', {
      headers: { origin },
      data: { ...choice, periodUnit: 'month', periodCount: 1 },
    })
    expect(bought.ok(), await bought.text()).toBe(true)
    const { order } = (await bought.json()) as { order: { _id: string; code: string; expiresAt: number; totalPrice: number } }
    const balance = 300_000 - order.totalPrice

    // Found by the transfer code on the customer's top-up page.
    await page.goto('/admin/users')
    await page.getByLabel('Tìm (e-mail, tên đăng nhập, id, mã chuyển khoản)').fill(code.toLowerCase())
    await page.getByRole('button', { name: 'Lọc' }).click()
    await page.getByTestId('user-list').getByRole('link', { name: email }).click()
    await expectHeading(page, 'Người dùng')
    const confirmWith = async (button: string, text: string) => {
      await page.getByRole('button', { name: button }).click()
      const dialog = page.getByRole('dialog')
      expect(await dialog.innerText()).toContain(text)
      await dialog.getByRole('button', { name: 'Xác nhận' }).click()
    }
    await confirmWith('Khóa tài khoản', 'Mọi phiên đăng nhập của họ kết thúc ngay')
    await page.getByTestId('user-status').filter({ hasText: 'Bị khóa' }).waitFor()
    expect((await customer.page.request.get('/api/user/me')).status()).toBe(401)
    await confirmWith('Mở khóa', 'Họ có thể đăng nhập lại')
    await page.getByTestId('user-status').filter({ hasText: 'Hoạt động' }).waitFor()

    // The name is edited in place; the user's page lists their order and the proxy it holds.
    await page.getByLabel('Họ tên').fill('Khách Hành Trình')
    await page.getByRole('button', { name: 'Lưu tên và e-mail' }).click()
    await page.getByTestId('user-name').filter({ hasText: 'Khách Hành Trình' }).waitFor()
    const stored = (await (await page.request.get(`/api/user/admin-detail/${me._id}`)).json()) as { user: { name: string } }
    expect(stored.user.name).toBe('Khách Hành Trình')
    const orderRow = page.getByTestId('order-list').locator(`tr[data-order="${order.code}"]`)
    expect(await orderRow.innerText()).toContain('Việt Nam')
    expect(await orderRow.getByTestId('country-flag').getAttribute('src')).toBe('/flags/vn.svg')
    await page.getByRole('tab', { name: 'Proxy đã mua' }).click()
    const proxyRow = page.getByTestId('user-proxies').locator('tbody tr').filter({ hasText: order.code })
    await proxyRow.waitFor()
    expect(await proxyRow.getByTestId('country-flag').getAttribute('src')).toBe('/flags/vn.svg')

    // A deduction is an amount and a direction, its reason required, its confirmation the balance after.
    const fmt = (xu: number) => `${xu.toLocaleString('en-US')} Xu`
    await page.getByLabel('Thay đổi').selectOption({ label: 'Trừ khỏi số dư' })
    await page.getByLabel('Số Xu').fill('50000')
    await page.getByRole('button', { name: 'Cập nhật số dư' }).click()
    expect(await page.getByText('Không được để trống').count()).toBe(1)
    await page.getByLabel('Lý do').fill('Hoàn phí giao dịch sai')
    await confirmWith('Cập nhật số dư', `Trừ 50,000 Xu của ${email}? Số dư sau: ${fmt(balance - 50_000)}.`)
    await page
      .getByTestId('user-balance')
      .filter({ hasText: fmt(balance - 50_000) })
      .waitFor()
    await page
      .getByTestId('user-ledger')
      .locator('tr')
      .filter({ hasText: 'Hoàn phí giao dịch sai' })
      .filter({ hasText: '-50,000 Xu' })
      .waitFor()
    await page.goto(`/admin/audit?user=${encodeURIComponent(email)}`)
    const audit = page.getByTestId('audit-log')
    await audit.locator('tr').filter({ hasText: 'Hoàn phí giao dịch sai' }).waitFor()
    expect(await audit.locator('tr').filter({ hasText: 'Khoá tài khoản' }).count()).toBeGreaterThan(0)

    // Three days more for the order, found through the list's filters, with a reason.
    await page.goto('/admin/orders')
    await page.getByLabel('Người dùng (e-mail, tên đăng nhập hoặc id)').fill(email)
    await page.getByLabel('Sản phẩm').selectOption('private-ipv4-static')
    await page.waitForURL(/kind=private/)
    expect(new URL(page.url()).searchParams.get('user')).toBe(email)
    const row = page.locator(`tr[data-order="${order.code}"]`)
    await row.getByRole('button', { name: 'Gia hạn' }).click()
    await row.getByLabel('Số ngày thêm').fill('3')
    await row.getByLabel('Lý do').fill('Máy chủ gián đoạn')
    await row.getByRole('button', { name: 'Gia hạn' }).last().click()
    await page
      .getByRole('status')
      .filter({ hasText: `Đã gia hạn đơn ${order.code}` })
      .first()
      .waitFor()
    const detail = await page.request.get(`/api/order/admin-list?user=${encodeURIComponent(email)}`)
    const after = ((await detail.json()) as { data: { _id: string; expiresAt: number }[] }).data.find((one) => one._id === order._id)
    expect(after?.expiresAt).toBe(order.expiresAt + 3 * 86_400_000)

    // The cancel form quotes the refund before anything is confirmed; a click fills in all that was paid.
    await row.getByRole('button', { name: 'Hủy và hoàn tiền' }).click()
    const quote = row.getByTestId('refund-quote')
    await quote.filter({ hasText: `Đã thanh toán: ${fmt(order.totalPrice)}` }).waitFor()
    await quote.getByRole('button', { name: `Toàn bộ (${fmt(order.totalPrice)})` }).click()
    expect(await row.getByLabel('Hoàn vào số dư (Xu, 0 nếu không hoàn)').inputValue()).toBe(String(order.totalPrice))

    // A rate out of its bounds is refused beside the field, the one in force kept.
    const rate = ((await (await page.request.get('/api/setting/list')).json()) as { vndPerUsd: number }).vndPerUsd
    await page.goto('/admin/settings')
    const card = page.locator('section').filter({ hasText: 'Tỷ giá và tài khoản nhận chuyển khoản' })
    await card.getByLabel('Tỷ giá (VND cho 1 USD)').fill('5')
    await card.getByRole('button', { name: 'Lưu' }).click()
    await card.locator('input[aria-invalid="true"]').waitFor()
    expect(((await (await page.request.get('/api/setting/list')).json()) as { vndPerUsd: number }).vndPerUsd).toBe(rate)
    // So is a support link that is no web address, the one customers see kept.
    const contacts = ((await (await page.request.get('/api/setting/list')).json()) as { contacts: unknown }).contacts
    const site = page.locator('section').filter({ hasText: 'Nội dung trang khách hàng' })
    await site.getByLabel('Kênh Telegram').fill('t.me/no-scheme')
    await site.getByRole('button', { name: 'Lưu' }).click()
    await site.getByText('Giá trị không hợp lệ').first().waitFor()
    expect(((await (await page.request.get('/api/setting/list')).json()) as { contacts: unknown }).contacts).toEqual(contacts)
    // Where the captcha is asked is a setting too; the provider is the deployment's (none here), shown, not edited.
    const captcha = page.locator('section').filter({ hasText: 'Nhà cung cấp: chưa cấu hình' })
    const score = captcha.getByLabel('reCAPTCHA v3: điểm người thật thấp nhất (%)')
    await score.fill('95')
    await captcha.getByRole('button', { name: 'Lưu' }).click()
    await captcha.locator('input[aria-invalid="true"]').waitFor()
    await captcha.getByLabel('Hỏi khi đăng ký').uncheck()
    await score.fill('30')
    await captcha.getByRole('button', { name: 'Lưu' }).click()
    await expect
      .poll(async () => ((await (await page.request.get('/api/setting/list')).json()) as { captcha: unknown }).captcha)
      .toEqual({ register: false, signIn: true, minScorePercent: 30 })

    // Today's orders and top-ups on /admin are what the admin lists sum to (other suites may add some meanwhile: read both again until they agree).
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)
    const sums = async () => {
      const orders = (await (await page.request.get(`/api/order/admin-list?from=${today}&to=${today}&limit=1`)).json()) as { total: number }
      let topups = 0
      for (let at = 1; ; at++) {
        const list = (await (
          await page.request.get(`/api/bill/admin-topup-list?status=success&from=${today}&to=${today}&limit=100&page=${at}`)
        ).json()) as {
          data: { amount: number }[]
          total: number
        }
        topups += list.data.reduce((sum, topup) => sum + topup.amount, 0)
        if (at * 100 >= list.total) break
      }
      return `${orders.total} ${fmt(topups)}`
    }
    await expect
      .poll(
        async () => {
          await page.goto('/admin')
          const shown = `${await page.getByTestId('overview-today-orders').innerText()} ${await page.getByTestId('overview-today-topups').innerText()}`
          const summed = await sums()
          return shown === summed ? 'equal' : `${shown} vs ${summed}`
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe('equal')
    // The stock lines name each country with its flag.
    const stockFlags = page.getByTestId('overview-stock').locator('tbody tr').getByTestId('country-flag')
    await stockFlags.first().waitFor()
    expect(await stockFlags.evaluateAll((flags) => flags.every((flag) => (flag as HTMLImageElement).src.includes('/flags/')))).toBe(true)
  })
})
