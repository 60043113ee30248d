import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { defaultLimits } from '@proxy-portal/worker/contract/rate-limits'
import { describe, expect, inject, it } from 'vitest'
import { signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const run = promisify(execFile)
const suite = browserSuite()

/** Issue 18 item 4: /api makes a key whose shown examples work, states the limits, and keeps the download link. */
describe('the /api page', () => {
  it("makes a key whose shown curl and JavaScript examples answer the customer's data, and a download link that stops at revocation", async () => {
    const { page } = await suite.open()
    const { email } = await signedInCustomer(page.request, 'api-page')
    const origin = inject('baseUrl')
    // The reference arrives with the page from the server (read from the OpenAPI document there).
    expect(await (await page.request.get('/api')).text()).toContain('data-operation="GET /api/user/me"')
    await page.goto('/api')
    const { limit, windowMs } = defaultLimits.keyCallsPerKey
    await page
      .getByTestId('rate-limits')
      .getByText(`${limit} lần mỗi ${windowMs / 1000} giây`)
      .waitFor()

    await page.getByRole('button', { name: 'Tạo khóa API' }).click()
    await expect.poll(() => page.getByTestId('api-key').innerText()).toMatch(/^pk_/)
    const apiKey = await page.getByTestId('api-key').innerText()
    const me = page.locator('[data-operation="GET /api/user/me"]')
    await me.locator('summary').click()
    // The shown example, run as a customer pastes it: the real curl binary through a shell.
    const curl = await me.getByTestId('example').innerText()
    expect(curl).toContain(`${origin}/api/user/me`)
    expect(curl).toContain(apiKey)
    expect(JSON.parse((await run('sh', ['-c', curl])).stdout)).toMatchObject({ email })
    await me.getByRole('button', { name: 'JavaScript' }).click()
    const script = await me.getByTestId('example').innerText()
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script])
    expect(stdout).toMatch(/^200 /)
    expect(JSON.parse(stdout.slice(4))).toMatchObject({ email })
    // The rotating key's calls carry their own key in the query, never the API key.
    const keyCall = page.locator('[data-operation="GET /api/key/current-proxy"]')
    await keyCall.locator('summary').click()
    expect(await keyCall.getByTestId('example').innerText()).toContain(`${origin}/api/key/current-proxy?key=<YOUR_ROTATING_KEY>`)

    await page.getByLabel('Định dạng xuất file').selectOption('json')
    await page.getByRole('button', { name: 'Tạo liên kết' }).click()
    const link = await page.getByTestId('download-link').innerText()
    expect(link).toMatch(new RegExp(`^${origin}/api/bought-proxy/download/pd_[\\w-]{43}\\?format=json$`))
    const listed = await fetch(link)
    expect(listed.status).toBe(200)
    expect(listed.headers.get('content-type')).toContain('application/json')
    // A new customer holds no proxy yet: the list is theirs, empty.
    expect(await listed.json()).toEqual([])
    const rows = page.getByTestId('download-links').locator('tbody tr')
    await rows.filter({ hasText: link.split('/').at(-1)?.slice(0, 10) ?? '' }).waitFor()
    await rows.getByRole('button', { name: 'Thu hồi' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Thu hồi' }).click()
    await rows.filter({ hasText: 'Chưa có dữ liệu.' }).waitFor()
    expect((await fetch(link)).status).toBe(401)
  })
})
