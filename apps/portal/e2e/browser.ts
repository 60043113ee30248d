import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core'
import { inject } from 'vitest'

// The real binary (the /usr/bin wrapper adds flags and keys); see STACK-NOTES.
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path))

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchBrowser(): Promise<Browser> {
  if (!executablePath) throw new Error('Chromium not found: install Debian chromium or set CHROMIUM_PATH')
  return chromium.launch({ executablePath, args: flags })
}

export type Visit = { context: BrowserContext; page: Page; problems: string[] }

/**
 * A fresh browser profile on the portal. `problems` collects page errors and console errors
 * (outside requests are blocked, the machine is offline, so embeds may fail quietly).
 */
export async function visit(browser: Browser, width = 1280): Promise<Visit> {
  const baseURL = inject('baseUrl')
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } })
  await context.route((url) => !url.href.startsWith(baseURL), (route) => route.abort())
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('net::ERR_FAILED')) problems.push(`console: ${message.text()}`)
  })
  return { context, page, problems }
}

/** Waits until the page's main heading reads `text` (client navigation renders after the address changes). */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await page.locator('h1').first().filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor({ timeout: 5000 })
}
