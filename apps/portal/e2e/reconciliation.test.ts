import { describe, expect, inject, it } from 'vitest'
import { builtConfig, wrangler } from '../../../scripts/local-worker.ts'
import { expectHeading } from './browser'
import { logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()

/** A change of the Worker's D1 behind the API's back, as only a fault or a hand could make it. */
const sqlOnD1 = (command: string) =>
  wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', inject('persistTo'), '-c', builtConfig, '--command', command])

/** Issue 12, item 10: the ledger's reconciliation on /admin, with a difference injected into the real D1. */
describe('ledger reconciliation in the admin area', () => {
  it('shows no difference in books kept by the ledger, then the one injected, in vi and in en', async () => {
    const customer = await suite.open()
    const { email } = await signedInCustomer(customer.page.request, 'drift')
    const admin = await suite.open()
    const { page } = admin
    await logIn(page.request, 'admin@demo.local', 'Admin@12345')
    await page.goto('/admin')
    await expectHeading(page, 'Quản trị')
    const panel = page.locator('section').filter({ hasText: 'Đối soát sổ cái' })
    await panel.getByRole('button', { name: 'Đối soát ngay' }).click()
    await panel.getByRole('status').filter({ hasText: 'Không có chênh lệch' }).waitFor()

    const drift = `UPDATE users SET balance = balance + 7 WHERE email = '${email}'`
    await sqlOnD1(drift)
    try {
      await panel.getByRole('button', { name: 'Đối soát ngay' }).click()
      await panel.getByRole('alert').filter({ hasText: 'Số chênh lệch: 1.' }).waitFor()
      const rows = panel.getByTestId('reconciliation-differences').locator('tbody tr')
      expect(await rows.allInnerTexts()).toEqual([expect.stringMatching(/^Số dư khác tổng sổ cái\s+\S+\s+0\s+7$/)])

      await page.goto('/en/admin')
      const english = page.locator('section').filter({ hasText: 'Ledger reconciliation' })
      await english.getByRole('alert').filter({ hasText: 'Differences found: 1.' }).waitFor()
      expect(await english.getByTestId('reconciliation-differences').locator('tbody tr').innerText()).toMatch(
        /^Balance is not the sum of the ledger\s+\S+\s+0\s+7$/,
      )
    } finally {
      await sqlOnD1(drift.replace('+ 7', '- 7'))
    }
    await page.getByRole('button', { name: 'Check now' }).click()
    await page.getByRole('status').filter({ hasText: 'No difference' }).waitFor()
  })
})
