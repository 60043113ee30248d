import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations } from '../../../scripts/local-worker.ts'
import { type ServedWorker, serveWorker } from '../../../scripts/served-worker.ts'
import { CAPTCHA_TEST_SECRET, testPasswordIterations } from '../../../worker/test/constants.ts'
import { freePort } from '../../../worker/test/servers/proxy-servers.ts'
import { startSiteverify } from '../../../worker/test/servers/siteverify.ts'
import { browserSuite } from './suite'

/**
 * Issue 12 item 3: past the threshold of wrong passwords the sign-in asks for the captcha instead of
 * refusing, and the login form shows it. The suite's Worker runs with the captcha off (local mode), so
 * this file starts one of its own with Turnstile on, checked against the local siteverify stand-in;
 * Turnstile's script, an outside service, is stood in for at the network edge: a button that solves it.
 */
const suite = browserSuite()
let dir = ''
let worker: ServedWorker | undefined
let siteverify: Awaited<ReturnType<typeof startSiteverify>> | undefined

const turnstileStandIn = `window.turnstile = { render(element, options) {
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = 'Turnstile stand-in: verify'
  button.onclick = () => { button.textContent = 'verified'; options.callback('pass') }
  element.appendChild(button)
} }`

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-captcha-'))
  const persistTo = join(dir, 'state')
  await applyMigrations(persistTo)
  siteverify = await startSiteverify()
  const vars = {
    CAPTCHA_PROVIDER: 'turnstile',
    CAPTCHA_SITE_KEY: 'e2e-site-key',
    CAPTCHA_SECRET: CAPTCHA_TEST_SECRET,
    PASSWORD_ITERATIONS: testPasswordIterations,
  }
  worker = await serveWorker({ port: await freePort(), persistTo, vars: { ...vars, CAPTCHA_VERIFY_URL: siteverify.url } })
  // The owner's account, registered (with a solved captcha) and verified through the API.
  const email = 'owner@captcha.test'
  const call = (path: string, body: unknown) =>
    fetch(`${worker?.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const registration = {
    email,
    name: 'Owner',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    acceptTerms: true,
    captchaToken: 'pass',
  }
  expect((await call('/api/auth/register', registration)).status).toBe(200)
  const mails = (await (await fetch(`${worker.url}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[]
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
  expect((await call('/api/auth/verify', { email, code })).status).toBe(200)
}, 120_000)

afterAll(async () => {
  await worker?.stop()
  await siteverify?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function openLogin(path: string): Promise<Page> {
  const { context, page } = await suite.open(1280, { baseUrl: worker?.url })
  await context.route('https://challenges.cloudflare.com/turnstile/v0/api.js**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: turnstileStandIn }),
  )
  await page.goto(path)
  return page
}

async function attempt(page: Page, labels: { user: string; password: string; submit: string }, password: string): Promise<void> {
  await page.getByLabel(labels.user, { exact: true }).fill('owner')
  await page.getByLabel(labels.password, { exact: true }).fill(password)
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login'),
    page.getByRole('button', { name: labels.submit, exact: true }).click(),
  ])
}

/** Waits for the form's alert to say `text`, and for it to be the only alert. */
async function alertSays(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).waitFor()
  expect(await page.getByRole('alert').allInnerTexts()).toEqual([text])
}

describe('the login form past too many wrong passwords', () => {
  it('asks for the captcha instead of refusing, and signs the owner in once it is solved (vi)', async () => {
    const page = await openLogin('/auth/login')
    const labels = { user: 'Tên đăng nhập hoặc e-mail', password: 'Mật khẩu', submit: 'Đăng nhập' }
    for (let i = 0; i < 5; i++) await attempt(page, labels, 'Wrong123')
    await alertSays(page, 'Mật khẩu không đúng')
    expect(await page.getByRole('button', { name: 'Turnstile stand-in: verify' }).count()).toBe(0)

    await attempt(page, labels, 'Secret123')
    await alertSays(page, 'Đăng nhập sai quá nhiều lần từ nơi này: vui lòng xác nhận bạn không phải robot rồi đăng nhập lại')
    await page.getByText('Vui lòng xác nhận bạn không phải robot rồi đăng nhập lại.', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Turnstile stand-in: verify' }).click()
    await attempt(page, labels, 'Secret123')
    await page.waitForURL('**/dashboard')
  })

  it('says so in English too', async () => {
    const page = await openLogin('/en/auth/login')
    const labels = { user: 'Username or e-mail', password: 'Password', submit: 'Log in' }
    for (let i = 0; i < 6; i++) await attempt(page, labels, 'Wrong123')
    await alertSays(page, 'Too many failed sign-ins from here: please confirm you are not a robot, then sign in again')
    await page.getByText('Please confirm you are not a robot, then sign in again.', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Turnstile stand-in: verify' }).waitFor()
  })
})
