import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectHeading } from './browser'
import { signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
const servers = () => inject('proxyServers')
const line = (port: number, password = servers().login.password) => `127.0.0.1:${port}:${servers().login.username}:${password}`

/** The cells of each result row, as the reader sees them. */
const rowsOf = (page: Page) =>
  page
    .getByTestId('check-table')
    .locator('tbody tr[data-testid="check-row"]')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.innerText.trim())))

describe('the proxy checker page', () => {
  it('checks a squid proxy, a closed port and a silent one: progress as results stream in, alive with latency and exit IP, dead with the reason', async () => {
    const { page, context } = await suite.open()
    await signedInCustomer(page.request, 'checker')
    const [squid = 0] = servers().squidPorts
    await page.goto('/check-proxy')
    await expectHeading(page, 'Kiểm tra proxy')
    const list = page.getByLabel('Danh sách proxy (mỗi dòng một proxy)')

    // A line with half a login is named, and holds up nothing: the good line is checked all the same.
    await list.fill(`${line(squid)}\n127.0.0.1:8080:user`)
    await page.getByRole('button', { name: 'Kiểm tra', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'Dòng 2: Mỗi dòng cần host và cổng' }).waitFor()
    await page.getByTestId('check-progress').filter({ hasText: 'Đã kiểm tra 1/1' }).waitFor()
    expect((await rowsOf(page)).map((row) => row.slice(0, 3))).toEqual([['1', line(squid), 'Hoạt động']])

    await list.fill([line(squid), line(servers().closedPort), line(servers().silentPort)].join('\n'))
    await page.getByRole('button', { name: 'Kiểm tra', exact: true }).click()
    // Two answer at once; the silent one holds out until the 2-second bound: the progress shows the stream.
    await page.getByTestId('check-progress').filter({ hasText: 'Đã kiểm tra 2/3' }).waitFor()
    expect(await page.locator('progress').getAttribute('value')).toBe('2')
    await page.getByTestId('check-progress').filter({ hasText: 'Đã kiểm tra 3/3' }).waitFor()
    expect(await page.getByRole('status').filter({ hasText: '1 hoạt động · 2 không hoạt động' }).count()).toBe(1)

    const [alive, refused, silent] = await rowsOf(page)
    expect(alive?.slice(0, 4)).toEqual(['1', line(squid), 'Hoạt động', 'HTTP'])
    expect(alive?.[4]).toMatch(/^\d+ ms$/)
    expect(alive?.[6]).toBe('127.0.0.1')
    expect(refused?.slice(0, 3)).toEqual(['2', line(servers().closedPort), 'Không hoạt động'])
    expect(refused?.[7]).toBe('Bị từ chối kết nối: không có dịch vụ nào nhận kết nối ở cổng này')
    expect(silent?.[7]).toBe('Hết thời gian: không có phản hồi kịp lúc')

    await page.getByRole('button', { name: 'Không hoạt động (2)', exact: true }).click()
    expect((await rowsOf(page)).map((row) => row[0])).toEqual(['2', '3'])
    await page.getByRole('button', { name: 'Hoạt động (1)', exact: true }).click()
    expect((await rowsOf(page)).map((row) => row[0])).toEqual(['1'])

    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Sao chép proxy hoạt động (1)' }).click()
    await page.getByRole('status').filter({ hasText: 'Đã sao chép 1 proxy hoạt động' }).first().waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(line(squid))
  })

  it('takes lines another page handed over in sessionStorage and checks them as it opens (in English too)', async () => {
    const { page } = await suite.open()
    await signedInCustomer(page.request, 'handoff')
    const socks = line(servers().socksPort)
    const wrong = line(servers().socksPort, 'Wrong2026')
    await page.goto('/en/dashboard')
    await page.evaluate((lines) => sessionStorage.setItem('checkProxyLines', lines), `${socks}\n${wrong}`)
    await page.goto('/en/check-proxy')
    await expectHeading(page, 'Check proxy')
    await page.getByTestId('check-progress').filter({ hasText: '2 of 2 checked' }).waitFor()
    expect(await page.getByLabel('Proxies (one per line)').inputValue()).toBe(`${socks}\n${wrong}`)
    expect(await page.evaluate(() => sessionStorage.getItem('checkProxyLines'))).toBeNull()
    const [alive, refused] = await rowsOf(page)
    expect(alive?.slice(2, 4)).toEqual(['Working', 'SOCKS5'])
    expect(alive?.[6]).toBe('127.0.0.1')
    expect(refused?.slice(2, 3)).toEqual(['Not working'])
    expect(refused?.[7]).toBe('Login refused: wrong username or password, or a login is needed')
  })
})
