import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectHeading } from './browser'
import { logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
let account: { email: string; password: string }

/** The contrast ratio (WCAG) of two CSS colours, each read through a canvas as the screen shows it. */
function contrast(page: Page, first: string, second: string): Promise<number> {
  return page.evaluate(
    ([a, b]) => {
      const luminance = (color: string) => {
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
        context.fillStyle = color
        context.fillRect(0, 0, 1, 1)
        const [r = 0, g = 0, bl = 0] = context.getImageData(0, 0, 1, 1).data
        const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl)
      }
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number]
      return (x + 0.05) / (y + 0.05)
    },
    [first, second] as const,
  )
}

async function signedIn(width: number, options: { promotionSeen?: boolean; dark?: boolean } = {}): Promise<Page> {
  const { page, context } = await suite.open(width, { promotionSeen: options.promotionSeen })
  if (options.dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await logIn(page.request, account.email, account.password)
  return page
}

describe('the shell looks as a shop should (issue 15 item 3)', () => {
  beforeAll(async () => {
    const { page } = await suite.open()
    account = await signedInCustomer(page.request, 'look')
  })

  it('shows the balance in the phone top bar, which fits the screen and has no dead search box', async () => {
    const page = await signedIn(390)
    await page.goto('/support')
    await expectHeading(page, 'Hỗ trợ')
    expect(await page.getByRole('link', { name: 'Số dư' }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Số dư' }).innerText()).toContain('0 Xu')
    expect(await page.locator('header input').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  })

  it("lays the dashboard's four figures out two by two on a phone and in one row on a wide screen", async () => {
    const boxes = async (page: Page) => {
      await page.goto('/dashboard')
      await expectHeading(page, 'Bảng điều khiển')
      const stats = page.getByTestId('summary-stats')
      await stats.waitFor()
      return Promise.all(
        ['using', 'expiring', 'expired', 'orders'].map(
          async (id) => (await stats.getByTestId(`stat-${id}`).boundingBox()) ?? { x: -1, y: -1, width: 0, height: 0 },
        ),
      )
    }
    const [using, expiring, expired, orders] = await boxes(await signedIn(390))
    // Side by side in pairs, the second pair below the first, every label inside the 390 px screen.
    expect([expiring?.y === using?.y, orders?.y === expired?.y, (expired?.y ?? 0) > (using?.y ?? 0), expired?.x === using?.x]).toEqual([
      true,
      true,
      true,
      true,
    ])
    for (const box of [using, expiring, expired, orders]) expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
    const wide = await boxes(await signedIn(1280))
    expect(new Set(wide.map((box) => box.y)).size).toBe(1)
  })

  it('closes the promotion pop-up with its close button, over a backdrop that dims the page', async () => {
    const page = await signedIn(1366, { promotionSeen: false })
    await page.goto('/support')
    const dialog = page.getByRole('dialog', { name: 'Khuyến mãi nạp tiền' })
    await dialog.waitFor()
    const alpha = () =>
      dialog.evaluate((element) =>
        Number(/\/\s*([\d.]+)\)$|,\s*([\d.]+)\)$/.exec(getComputedStyle(element).backgroundColor)?.slice(1).find(Boolean) ?? 1),
      )
    await expect.poll(alpha).toBeGreaterThanOrEqual(0.6)
    await dialog.getByRole('button', { name: 'Đóng' }).first().click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
  })

  it('marks the current tab clearly on the dark theme, and the footer reaches the bottom of a short page', async () => {
    const page = await signedIn(1366, { dark: true })
    await page.goto('/support')
    await expectHeading(page, 'Hỗ trợ')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' })
    const current = nav.getByRole('link', { name: 'Hỗ trợ' })
    const [tabBackground, barBackground] = [
      await current.evaluate((element) => getComputedStyle(element).backgroundColor),
      await nav.evaluate((element) => getComputedStyle(element).backgroundColor),
    ]
    expect(await contrast(page, tabBackground, barBackground)).toBeGreaterThanOrEqual(3)
    // No band of page background under the footer.
    const footerBottom = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom)
    expect(footerBottom).toBe(await page.evaluate(() => window.innerHeight))
  })
})
