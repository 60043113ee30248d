/**
 * Browser-extension figures for `npm run bench` (or alone: `node scripts/bench-extension.ts`): the built
 * Chrome extension in Debian's Chromium (new headless), connected to the local portal with a customer
 * holding two squid proxies. The popup's time to first render (its 'popup-rendered' performance mark,
 * from navigation start; the list shown from storage), and the time from clicking Use to Chrome's proxy
 * setting naming that proxy (polled with chrome.proxy.settings.get in the popup page). Median of 10 each;
 * the first render is printed beside its budget, and the run exits non-zero when it is over.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { extensionDir, launchExtension } from '../extension/e2e/extension-browser.ts'
import { connect, proxyList } from '../extension/e2e/popup-driver.ts'
import { freePort, startSquid } from '../worker/test/servers/proxy-servers.ts'
import { applyMigrations, buildPortal, builtConfig, root, run, seedDemo, startWorker } from './local-worker.ts'

const SAMPLES = 10
const COUNTRY = 'FI'
/** The popup's first render (issue 14): median at most 100 ms on this machine. Over it, the bench run fails. */
const POPUP_RENDER_BUDGET_MS = 100
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** The browser API the bench reads in the popup page. */
declare const chrome: { proxy: { settings: { get(details: object): Promise<{ value: { rules?: { singleProxy?: { port: number } } } }> } } }

async function json<T>(url: string, path: string, send: { method?: string; token?: string; body?: unknown; ip?: string } = {}): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: send.method ?? (send.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(send.body !== undefined && { 'content-type': 'application/json' }),
      ...(send.token && { authorization: `Bearer ${send.token}` }),
      'cf-connecting-ip': send.ip ?? '192.0.2.250',
    },
    ...(send.body !== undefined && { body: JSON.stringify(send.body) }),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** A customer holding the two squid endpoints (stocked and bought through the API); their connection code. */
async function customerCode(url: string, ports: number[], login: { username: string; password: string }): Promise<string> {
  const admin = await json<{ accessToken: string }>(url, '/api/auth/login', {
    body: { username: 'admin@demo.local', password: 'Admin@12345' },
  })
  await json(url, '/api/country/create', { token: admin.accessToken, body: { code: COUNTRY } })
  await json(url, `/api/country/update/${COUNTRY}`, { method: 'PUT', token: admin.accessToken, body: { enabled: true } })
  const node = await json<{ _id: string }>(url, '/api/sub-server/create', {
    token: admin.accessToken,
    body: { name: 'bench-extension', host: '127.0.0.1', countryCode: COUNTRY },
  })
  const product = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static', countryCode: COUNTRY }
  const text = ports.map((port) => `127.0.0.1:${port}:${login.username}:${login.password}`).join('\n')
  await json(url, '/api/sub-server/import-proxies', {
    token: admin.accessToken,
    body: { subServerId: node._id, ...product, protocol: 'http', text },
  })
  await json(url, '/api/price/upsert', {
    method: 'PUT',
    token: admin.accessToken,
    body: { ...product, periodUnit: 'month', periodCount: 1, price: 30_000 },
  })
  const email = 'extension@bench.test'
  const password = 'Bench12345'
  const ip = '192.0.2.251'
  await json(url, '/api/auth/register', { body: { email, name: 'Extension', password, confirmPassword: password, acceptTerms: true }, ip })
  const mails = await json<{ text: string }[]>(url, `/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  await json(url, '/api/auth/verify', { body: { email, code: /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] }, ip })
  const owner = await json<{ accessToken: string; user: { _id: string } }>(url, '/api/auth/login', {
    body: { username: email, password },
    ip,
  })
  const topup = { userId: owner.user._id, amount: 1_000_000, reason: 'bench extension' }
  await json(url, '/api/bill/admin-topup', { method: 'PUT', token: admin.accessToken, body: topup })
  const choice = { ...product, amount: ports.length, bandwidthTier: 'basic', periodUnit: 'month', periodCount: 1 }
  await json(url, '/api/order/create', { token: owner.accessToken, body: choice, ip })
  const issued = await json<{ connectCode: string }>(url, '/api/user/extension-token', {
    token: owner.accessToken,
    body: { label: 'bench' },
    ip,
  })
  return issued.connectCode
}

export async function benchExtension(url: string): Promise<void> {
  if (!existsSync(join(extensionDir, 'manifest.json')))
    await run([join(root, 'node_modules/wxt/bin/wxt.mjs'), 'build', '-b', 'chrome'], { cwd: join(root, 'extension'), quiet: true })
  const login = { username: 'benchext', password: 'BenchExt2026' }
  const squid = await startSquid([login], 2)
  const browser = await launchExtension()
  try {
    const code = await customerCode(url, squid.ports, login)
    const popup = await browser.openPopup()
    await connect(popup, code)
    await proxyList(popup).waitFor()

    // Time to first render: a fresh popup page each time, as each click on the toolbar button opens one.
    const renders: number[] = []
    for (let i = 0; i < SAMPLES; i++) {
      const page = await browser.openPopup()
      await page.waitForFunction(() => performance.getEntriesByName('popup-rendered').length > 0)
      renders.push(await page.evaluate(() => performance.getEntriesByName('popup-rendered')[0]?.startTime ?? Number.NaN))
      await page.close()
    }

    // Click Use (on the two proxies in turn: the active one's button is disabled) and poll Chrome's setting, all inside the page.
    const switches: number[] = []
    for (let i = 0; i < SAMPLES; i++) {
      const port = squid.ports[i % 2] ?? 0
      switches.push(
        await popup.evaluate(
          async ({ label, port }) => {
            const use = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)
            if (!use || use.disabled) throw new Error(`no enabled button ${label}`)
            const started = performance.now()
            use.click()
            for (;;) {
              const { value } = await chrome.proxy.settings.get({})
              if (value.rules?.singleProxy?.port === port) return performance.now() - started
              if (performance.now() - started > 10_000) throw new Error('the proxy was not in force within 10 s')
              await new Promise((wait) => setTimeout(wait, 1))
            }
          },
          { label: `Dùng proxy 127.0.0.1:${port}`, port },
        ),
      )
      // The popup redraws the rows after a switch; the next button is looked up after that.
      await popup
        .getByRole('button', { name: `Dùng proxy 127.0.0.1:${port}`, exact: true })
        .and(popup.locator(':disabled'))
        .waitFor()
    }

    const cells = (values: number[]) =>
      `median ${median(values).toFixed(0).padStart(4)} ms   min ${Math.min(...values)
        .toFixed(0)
        .padStart(4)} ms   max ${Math.max(...values)
        .toFixed(0)
        .padStart(4)} ms`
    console.log(`\nBrowser extension (Chromium new headless, built Chrome MV3 extension; ${SAMPLES} samples each)`)
    const overBudget = median(renders) > POPUP_RENDER_BUDGET_MS
    console.log(
      `  popup: time to first render (connected, list from storage)   ${cells(renders)}   budget ${POPUP_RENDER_BUDGET_MS} ms${overBudget ? '  OVER BUDGET' : ''}`,
    )
    console.log(`  click Use -> proxy in force (chrome.proxy.settings)           ${cells(switches)}`)
    // The bench run fails (not the tests) when the figure is over its budget.
    if (overBudget) process.exitCode = 1
  } finally {
    await browser.close()
    await squid.close()
  }
}

if (import.meta.main) {
  if (!existsSync(builtConfig)) await buildPortal()
  const dir = mkdtempSync(join(tmpdir(), 'bench-extension-'))
  const persistTo = join(dir, 'state')
  try {
    await applyMigrations(persistTo)
    const worker = await startWorker({ port: await freePort(), persistTo })
    try {
      await seedDemo(worker.url)
      await benchExtension(worker.url)
    } finally {
      await worker.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
