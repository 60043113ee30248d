import { randomInt } from 'node:crypto'
import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core'
import { inject } from 'vitest'

// The real binaries (the /usr/bin wrappers add flags and keys); see STACK-NOTES. Debian's headless
// shell first: the same Blink and V8 without the desktop browser around them, it took half the CPU of
// full Chromium on the same pages (ADR 0043). The extension suites need full Chromium (extensions).
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path))

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
  if (!executablePath) throw new Error('Chromium not found: install Debian chromium-headless-shell (or chromium), or set CHROMIUM_PATH')
  return chromium.launch({ executablePath, args: flags })
}

export type Visit = { context: BrowserContext; page: Page; problems: string[] }

/**
 * A fresh browser profile on the portal, as one visitor with an address of its own (Cloudflare's
 * cf-connecting-ip), so per-address limits apply per test as they would per person. `problems`
 * collects page errors and console errors (outside requests are blocked, but for the local payment sandboxes).
 * Unless `promotionSeen` is false, the visitor has already dismissed the promotion pop-up. `baseUrl`
 * points the visit at another Worker than the suite's (one a test started with settings of its own).
 */
export async function visit(browser: Browser, width = 1280, options: { promotionSeen?: boolean; baseUrl?: string } = {}): Promise<Visit> {
  const baseURL = options.baseUrl ?? inject('baseUrl')
  // Random within a reserved block: test files run one after another against one Worker, so a counter per file would repeat.
  const ip = `198.51.${100 + randomInt(0, 150)}.${randomInt(1, 255)}`
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, extraHTTPHeaders: { 'cf-connecting-ip': ip } })
  const reachable = [baseURL, ...inject('sandboxUrls')]
  await context.route(
    (url) => !reachable.some((origin) => url.href.startsWith(origin)),
    (route) => route.abort(),
  )
  // A returning visitor has dismissed the promotion pop-up (a flag kept locally); the money tests show it to a new one.
  if (options.promotionSeen !== false) {
    await context.addInitScript(() => {
      // Pages without storage (about:blank, error pages) have nothing to remember.
      try {
        localStorage.setItem('promotionDismissed', '1')
      } catch {}
    })
  }
  // A stuck step fails on its own line, well before the test's time is up.
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    const text = message.text()
    // A 4xx answer is part of the API contract (a wrong password, a bad code); the browser logs it anyway.
    const contractAnswer = /^Failed to load resource: the server responded with a status of 4\d\d/.test(text)
    if (message.type() === 'error' && !contractAnswer && !text.includes('net::ERR_FAILED')) problems.push(`console: ${text}`)
  })
  return { context, page, problems }
}

/**
 * Waits until the page's main heading reads `text` (client navigation renders after the address changes;
 * a loaded full run once took more than 5 s for a route whose chunk and data were not fetched yet).
 */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await page
    .locator('h1')
    .first()
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .waitFor({ timeout: 10_000 })
}

/**
 * Clicks the login form's button and waits for the API's answer. The suites sign in far more often
 * than a person: past a limit the answer is TOO_MANY_REQUEST, and like a client told so this waits
 * what Retry-After says (the suites' windows are short, see shortRateLimits) and submits again.
 */
export async function submitLogin(page: Page, button: Locator): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login' && response.request().method() === 'POST'),
      button.click(),
    ])
    if (answer.status() !== 429 || attempt === 2) return
    await page.waitForTimeout(retryAfterMs(answer.headers()['retry-after']))
  }
}

/** What a 429's Retry-After asks to wait, in ms (a little more, so the limit has room again). */
export function retryAfterMs(header: string | undefined): number {
  return Number(header ?? 1) * 1000 + 100
}
