import { vietQrPayload } from '@proxy-portal/worker/payments/vietqr'
import type { Page } from 'playwright-core'
import { renderSVG } from 'uqr'
import { describe, expect, it } from 'vitest'
import { demoSettings } from '../../../worker/src/dev/demo-data'
import { expectHeading, type Visit } from './browser'
import { deliverSepayTransfer, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
let v: Visit

type Account = { bankBin: string; bankName: string; accountNumber: string }
const bank = (demoSettings.bankAccounts as Account[])[0] as Account
const balance = (page: Page) => page.getByRole('link', { name: 'Số dư' }).innerText()

/** The SVG inside an <img src="data:image/svg+xml;base64,…">. */
async function qrSvg(page: Page, alt: string): Promise<string> {
  const src = await page.getByAltText(alt).getAttribute('src')
  return Buffer.from((src ?? '').replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8')
}

describe('top-up by bank transfer in the browser', () => {
  it('shows the code and the VietQR image; a signed bank webhook credits live: dialog, balance, history, transactions', async () => {
    v = await suite.open()
    const { page } = v
    await signedInCustomer(page.request, 'napbank')
    // Opened directly, the waiting page waits from now on: no API answer fails while it waits (it once asked check-bank?since=0 and got a 400).
    const failed: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    await page.goto('/recharge-loading')
    await page.getByText('Đang chờ giao dịch chuyển khoản của bạn…').waitFor()
    expect(Number(new URL(page.url()).searchParams.get('since'))).toBeGreaterThan(Date.now() - 60_000)
    await page.goto('/topup')
    await expectHeading(page, 'Nạp tiền')
    expect(await balance(page)).toContain('0 Xu')

    // The transfer content code, the account, and a VietQR image of exactly that transfer (EMVCo payload with its CRC).
    const code = await page.getByTestId('transfer-code').innerText()
    expect(code).toMatch(/^NAP[A-HJ-NP-Z2-9]{9}$/)
    const alt = `Mã VietQR chuyển khoản tới ${bank.bankName} ${bank.accountNumber}`
    expect(await qrSvg(page, alt)).toBe(
      renderSVG(vietQrPayload({ bankBin: bank.bankBin, accountNumber: bank.accountNumber, purpose: code }), { border: 2 }),
    )
    await page.getByLabel('Số tiền (VND)').fill('1200000')
    const withAmount = vietQrPayload({ bankBin: bank.bankBin, accountNumber: bank.accountNumber, amount: 1_200_000, purpose: code })
    await expect.poll(() => qrSvg(page, alt)).toBe(renderSVG(withAmount, { border: 2 }))
    expect(await page.getByRole('complementary', { name: 'Lưu ý' }).innerText()).toContain('Tiền đã nạp không được hoàn lại.')

    // "I have made the transfer": the page waits (BANK_PROCESSING) until the bank reports it.
    await page.getByRole('button', { name: 'Tôi đã chuyển khoản' }).click()
    await expectHeading(page, 'Đang xử lý nạp tiền')
    await page.getByText('Đang chờ giao dịch chuyển khoản của bạn…').waitFor()

    // The bank mangles the content; 1,200,000 is over 44 USD at 26,000, so 10% more arrives as a promotion.
    const delivered = await deliverSepayTransfer({
      id: Date.now(),
      content: `MBVCB.3278.${code.toLowerCase().slice(0, 6)} ${code.slice(6)}.CT tu 0123`,
      amount: 1_200_000,
      accountNumber: bank.accountNumber,
    })
    expect(delivered.status).toBe(200)
    expect(await delivered.json()).toEqual({ success: true })

    const dialog = page.getByRole('dialog', { name: 'Nạp tiền thành công' })
    await dialog.waitFor()
    expect(await dialog.getByTestId('topup-success-amount').innerText()).toBe('1,200,000 Xu')
    expect(await dialog.innerText()).toContain('Khuyến mãi: 120,000 Xu')
    await expect.poll(() => balance(page)).toContain('1,320,000 Xu')
    await page.getByTestId('bank-received').getByText('Đã nhận 1,320,000 Xu').waitFor()
    await dialog.getByRole('button', { name: 'Đóng' }).click()
    expect(failed).toEqual([])

    // The history lists it, processed; the account lists both ledger rows.
    await page.goto('/topup')
    const row = page.getByTestId('topup-history').locator('tbody tr').first()
    await row.getByText('Thành công').waitFor()
    expect(await row.innerText()).toContain('1,200,000 Xu')
    expect(await page.getByRole('dialog', { name: 'Nạp tiền thành công' }).isVisible()).toBe(false)
    await page.goto('/account')
    const rows = page.getByTestId('transactions').locator('tbody tr')
    await rows.nth(1).waitFor()
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/Khuyến mãi[\s\S]*\+120,000/),
      expect.stringMatching(/Nạp tiền[\s\S]*\+1,200,000/),
    ])
  })

  it('shows the promotion pop-up to a new customer until it is dismissed', async () => {
    v = await suite.open(1280, { promotionSeen: false })
    const { page } = v
    await signedInCustomer(page.request, 'promo')
    await page.goto('/dashboard')
    const dialog = page.getByRole('dialog', { name: 'Khuyến mãi nạp tiền' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('Nhận thêm khi nạp tiền: 10% khi nạp trên 44 USD, 15% khi nạp trên 220 USD.')
    await dialog.getByRole('button', { name: 'Không hiện lại' }).click()
    await page.reload()
    await expectHeading(page, 'Bảng điều khiển')
    expect(await page.getByRole('dialog', { name: 'Khuyến mãi nạp tiền' }).isVisible()).toBe(false)
  })

  it('asks for a VAT invoice for a credited top-up: checked fields, then queued until the invoice service takes it', async () => {
    v = await suite.open()
    const { page } = v
    await signedInCustomer(page.request, 'invoice')
    const { code } = (await (await page.request.get('/api/bill/get-bill')).json()) as { code: string }
    expect((await deliverSepayTransfer({ id: Date.now(), content: code, amount: 500_000, accountNumber: bank.accountNumber })).status).toBe(
      200,
    )
    await page.goto('/topup')
    await page.getByTestId('topup-history').getByRole('link', { name: 'Yêu cầu xuất hóa đơn' }).click()
    await expectHeading(page, 'Yêu cầu xuất hóa đơn VAT')
    // The top-up chosen in the history is selected once the list of credited top-ups has loaded.
    await expect.poll(() => page.getByLabel('Khoản nạp').inputValue()).toMatch(/^bank-/)
    await page.getByLabel('Tên công ty').fill('Công ty TNHH Mạng Nhanh')
    await page.getByLabel('Mã số thuế').fill('12345')
    await page.getByLabel('Địa chỉ công ty').fill('12 Lê Lợi, Quận 1, TP.HCM')
    await page.getByLabel('Email nhận hóa đơn').fill('ketoan@mangnhanh.vn')
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click()
    expect(await page.getByRole('alert').allInnerTexts()).toEqual([
      'Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số chi nhánh',
    ])
    await page.getByLabel('Mã số thuế').fill('0312345678-001')
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click()
    await page.getByRole('status').filter({ hasText: 'Đã ghi nhận yêu cầu xuất hóa đơn' }).first().waitFor()
    const row = page.getByRole('region', { name: 'Yêu cầu đã gửi' }).locator('tbody tr').first()
    await row.waitFor()
    expect(await row.innerText()).toMatch(/Công ty TNHH Mạng Nhanh[\s\S]*0312345678-001[\s\S]*500,000 Xu[\s\S]*Đang chờ gửi/)
  })
})
