import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** The only browser API the test reads from the popup page. */
declare const chrome: { action: { getTitle(details: object): Promise<string> } }

const extensionDir = fileURLToPath(new URL('../dist/chrome-mv3', import.meta.url))
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path))

let context: BrowserContext
let profile: string
let extensionId: string

beforeAll(async () => {
  if (!existsSync(join(extensionDir, 'manifest.json'))) throw new Error('Build the extension first (npm run build:extension).')
  profile = mkdtempSync(join(tmpdir(), 'extension-e2e-'))
  // Extensions need a persistent context; Chromium's new headless mode runs them.
  context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: false,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  })
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  extensionId = new URL(worker.url()).host
})

afterAll(async () => {
  await context?.close()
  if (profile) rmSync(profile, { recursive: true, force: true })
})

describe('the extension popup', () => {
  it('shows the product name in Vietnamese, then in English once chosen, and remembers it', async () => {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`chrome-extension://${extensionId}/popup.html`)
    await expect(page.locator('h1').innerText()).resolves.toBe('Cổng Proxy')
    expect(await page.evaluate(() => chrome.action.getTitle({}))).toBe('Cổng Proxy')

    await page.getByRole('button', { name: 'English' }).click()
    await page.locator('h1', { hasText: 'Proxy Portal' }).waitFor()
    await page.reload()
    await expect(page.locator('h1').innerText()).resolves.toBe('Proxy Portal')
    await expect.poll(() => page.evaluate(() => chrome.action.getTitle({}))).toBe('Proxy Portal')
    expect(errors).toEqual([])
  })
})
