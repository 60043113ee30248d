import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core'

/** The built Chrome extension (`npm run build -w extension`). */
export const extensionDir = fileURLToPath(new URL('../dist/chrome-mv3', import.meta.url))
// The real binary (the /usr/bin wrapper adds flags and keys); see STACK-NOTES.
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path))

export type ExtensionBrowser = {
  context: BrowserContext
  extensionId: string
  popupUrl: string
  /** Opens the popup page in a tab of its own (the toolbar popup cannot be opened by a test). */
  openPopup: (query?: string) => Promise<Page>
  /** Stops the extension's service worker as Chrome does when it idles, and waits until it has stopped. */
  stopWorker: () => Promise<void>
  /** Whether the extension's service worker runs now. */
  workerRunning: () => Promise<boolean>
  close: () => Promise<void>
}

/**
 * Debian's Chromium in its new headless mode with the built extension loaded, in a profile of its
 * own (extensions need a persistent context). The extension id comes from its service worker.
 */
export async function launchExtension(options: { locale?: string } = {}): Promise<ExtensionBrowser> {
  if (!executablePath) throw new Error('Chromium not found: install Debian chromium or set CHROMIUM_PATH')
  if (!existsSync(join(extensionDir, 'manifest.json'))) throw new Error('Build the extension first (npm run build:extension).')
  const profile = mkdtempSync(join(tmpdir(), 'extension-e2e-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: false,
    locale: options.locale ?? 'vi-VN',
    viewport: { width: 420, height: 640 },
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  })
  // A stuck step fails on its own line, well before the test's time is up.
  context.setDefaultTimeout(10_000)
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  const extensionId = new URL(worker.url()).host
  const popupUrl = `chrome-extension://${extensionId}/popup.html`
  // The popup copies with navigator.clipboard; the test reads the clipboard back from the same origin.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])

  // The DevTools ServiceWorker domain, on a blank page of the profile: it sees the extension's worker
  // (the profile's one storage partition) without keeping an extension page of its own open.
  let devtoolsSession: Promise<{ cdp: CDPSession; running: Map<string, string>; stops: { seen: number } }> | undefined
  const devtools = () => {
    devtoolsSession ??= (async () => {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      const running = new Map<string, string>()
      // Every stop seen, however short: an event for the extension may start its worker again at once.
      const stops = { seen: 0 }
      const first = new Promise<void>((resolve) =>
        cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
          for (const version of versions) {
            if (!version.scriptURL.startsWith(`chrome-extension://${extensionId}/`)) continue
            if (version.runningStatus === 'stopped' && running.get(version.versionId) !== 'stopped') stops.seen++
            running.set(version.versionId, version.runningStatus)
          }
          if (running.size > 0) resolve()
        }),
      )
      await cdp.send('ServiceWorker.enable')
      await first
      return { cdp, running, stops }
    })()
    return devtoolsSession
  }
  const isRunning = (running: Map<string, string>) => [...running.values()].some((status) => status !== 'stopped')

  return {
    context,
    extensionId,
    popupUrl,
    openPopup: async (query = '') => {
      const page = await context.newPage()
      await page.goto(`${popupUrl}${query}`)
      return page
    },
    workerRunning: async () => isRunning((await devtools()).running),
    stopWorker: async () => {
      const { cdp, running, stops } = await devtools()
      const before = stops.seen
      // What chrome://serviceworker-internals' Stop does; Chrome stops an idle extension worker the same way.
      // A worker still starting is not stopped by it, so on a loaded machine it is asked again each second.
      const deadline = Date.now() + 15_000
      for (let askedAt = 0; stops.seen === before && isRunning(running); await new Promise((wait) => setTimeout(wait, 50))) {
        if (Date.now() > deadline) throw new Error(`the extension's service worker did not stop: ${[...running.values()]}`)
        if (Date.now() - askedAt >= 1000) {
          askedAt = Date.now()
          await cdp.send('ServiceWorker.stopAllWorkers')
        }
      }
    },
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
