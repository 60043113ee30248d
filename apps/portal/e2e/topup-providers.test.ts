import { describe, expect, inject, it } from 'vitest'
import { scheduledPath } from '../../../scripts/served-worker.ts'
import { expectHeading, type Visit } from './browser'
import { signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
let v: Visit

describe('top-up with a provider in the browser', () => {
  it('PayPal: the bonus is shown before paying; back from PayPal the order is captured and credited once, live', async () => {
    v = await suite.open()
    const { page } = v
    await signedInCustomer(page.request, 'paypal')
    await page.goto('/topup')
    await page.getByRole('tab', { name: 'PayPal' }).click()
    await page.getByLabel('Số tiền (USD)').fill('50')
    // 50 USD at 26,000 is 1,300,000 Xu; over 44 USD it earns 10%.
    expect(await page.getByTestId('topup-preview').innerText()).toBe('Bạn nhận được: 1,300,000 Xu + 130,000 Xu (Khuyến mãi)')
    await page.getByRole('button', { name: 'Thanh toán với PayPal' }).click()

    // PayPal's page (the local stand-in), then back to the shop.
    await page.getByRole('heading', { name: 'Pay 50.00 USD' }).waitFor()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await page.waitForURL(/\/topup\/[^/?]+\?.*token=/)
    const result = page.getByTestId('topup-result')
    await result.getByText('1,430,000 Xu đã được cộng vào số dư của bạn.').waitFor()
    await page.getByRole('dialog', { name: 'Nạp tiền thành công' }).getByRole('button', { name: 'Đóng' }).click()
    await expect.poll(() => page.getByRole('link', { name: 'Số dư' }).innerText()).toContain('1,430,000 Xu')

    // Reloading the return page asks PayPal nothing new and credits nothing more.
    await page.reload()
    await result.getByText('1,430,000 Xu đã được cộng vào số dư của bạn.').waitFor()
    expect(await page.getByRole('link', { name: 'Số dư' }).innerText()).toContain('1,430,000 Xu')

    // A payment cancelled on PayPal's page comes back as cancelled, charging nothing.
    await page.goto('/topup')
    await page.getByRole('tab', { name: 'PayPal' }).click()
    await page.getByLabel('Số tiền (USD)').fill('10')
    await page.getByRole('button', { name: 'Thanh toán với PayPal' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.waitForURL(/cancelled=1/)
    await result.getByText('Bạn đã hủy thanh toán; tài khoản không bị trừ tiền.').waitFor()
    expect(await page.getByRole('link', { name: 'Số dư' }).innerText()).toContain('1,430,000 Xu')
  })

  it('USDT: the address and the exact amount to send, with its QR code; amounts below 1 USD are refused', async () => {
    v = await suite.open()
    const { page } = v
    await signedInCustomer(page.request, 'usdt')
    await page.goto('/topup?method=usdt')
    await expectHeading(page, 'Nạp tiền')
    await page.getByLabel('Số tiền (USD)').fill('0.5')
    await page.getByRole('button', { name: 'Thanh toán với USDT (TRC20)' }).click()
    expect(await page.getByRole('alert').allInnerTexts()).toContain('Giá trị không hợp lệ')
    await page.getByLabel('Số tiền (USD)').fill('10')
    await page.getByRole('button', { name: 'Thanh toán với USDT (TRC20)' }).click()
    await page.getByText('TPortaLTestUsdtAddressWatchedByCrn').first().waitFor()
    const amount = await page.getByText(/^10\.00\d{4} USDT/).innerText()
    expect(amount).toMatch(/^10\.00\d{4} USDT/)
    expect(await page.getByAltText('Mã QR địa chỉ ví USDT').isVisible()).toBe(true)
  })

  it('every other method, as npm start runs its sandbox: from /topup through the provider page to the live credit and the balance', async () => {
    v = await suite.open()
    const { page } = v
    await signedInCustomer(page.request, 'sandboxes')
    const result = page.getByTestId('topup-result')
    let balance = 0
    const credited = async (xu: number) => {
      balance += xu
      await result.getByText(`${xu.toLocaleString('en')} Xu đã được cộng vào số dư của bạn.`).waitFor()
      await page.getByRole('dialog', { name: 'Nạp tiền thành công' }).getByRole('button', { name: 'Đóng' }).click()
      await expect.poll(() => page.getByRole('link', { name: 'Số dư' }).innerText()).toContain(`${balance.toLocaleString('en')} Xu`)
    }
    // Momo and card take đồng (1 Xu each), the others dollars at 26,000 Xu; each provider's page has its pay button.
    const methods = [
      { tab: 'Ví Momo', amount: '20000', xu: 20_000, pay: 'Pay with MoMo' },
      { tab: 'Thẻ tín dụng', amount: '30000', xu: 30_000, pay: 'Pay with test card 4242' },
      { tab: 'Bytepay', amount: '2', xu: 52_000, pay: 'Pay' },
      { tab: 'Tazapay', amount: '3', xu: 78_000, pay: 'Pay' },
      { tab: 'Zpayment', amount: '4', xu: 104_000, pay: 'Pay' },
      { tab: 'Perfect Money', amount: '5', xu: 130_000, pay: 'Pay from U7654321' },
    ]
    for (const method of methods) {
      await page.goto('/topup')
      await page.getByRole('tab', { name: method.tab }).click()
      await page.getByLabel(/^Số tiền/).fill(method.amount)
      await page.getByRole('button', { name: `Thanh toán với ${method.tab}` }).click()
      await page.getByRole('button', { name: method.pay, exact: true }).click()
      await credited(method.xu)
    }

    // USDT: the exact amount sent from the sandbox's wallet page; the cron's watcher (every 5 minutes under npm start) credits it, live.
    await page.goto('/topup?method=usdt')
    await page.getByLabel('Số tiền (USD)').fill('1')
    await page.getByRole('button', { name: 'Thanh toán với USDT (TRC20)' }).click()
    const amount = (await page.getByText(/^1\.00\d{4} USDT/).innerText()).replace(/ USDT.*/s, '')
    const wallet = await page.context().newPage()
    await wallet.goto(inject('usdtSendUrl'))
    await wallet.getByLabel('To address').fill('TPortaLTestUsdtAddressWatchedByCrn')
    await wallet.getByLabel('Amount (USDT)').fill(amount)
    await wallet.getByRole('button', { name: 'Send' }).click()
    await wallet.getByRole('status').waitFor()
    await wallet.close()
    // The five-minute cron, as npm start fires it (not awaited: its later jobs hold real proxy connections a while).
    void fetch(`${inject('baseUrl')}${scheduledPath}?cron=${encodeURIComponent('*/5 * * * *')}`).catch(() => {})
    const dialog = page.getByRole('dialog', { name: 'Nạp tiền thành công' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Đóng' }).click()
    balance += 26_000
    await expect.poll(() => page.getByRole('link', { name: 'Số dư' }).innerText()).toContain(`${balance.toLocaleString('en')} Xu`)
  })
})
