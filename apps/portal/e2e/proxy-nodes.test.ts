import type { APIRequestContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { localSecrets } from '../../../scripts/local-worker.ts'
import { expectHeading } from './browser'
import { logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
const GB = 1024 ** 3

/** The key the local Worker's demo node was seeded with (npm start hands the same one to the node program). */
const demoKey = () => localSecrets(inject('persistTo')).DEMO_NODE_KEY

/** A call as a proxy node makes it, with its key. */
async function nodeCall<T>(key: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/sub-server/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-node-key': key, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function call<T>(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await request[method](path, { headers: { origin: inject('baseUrl') }, data })
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

const row = (page: Page) => page.getByTestId('proxies').getByTestId('proxy-row').first()

describe('proxy nodes as customers and admins see them', () => {
  it("shows a proxy's usage, its node offline, and at the allowance why it stopped with the upgrade", async () => {
    const admin = await suite.open()
    await logIn(admin.page.request, 'admin', 'Admin@12345')
    const { page } = await suite.open()
    await signedInCustomer(page.request, 'nodes')
    const me = (await (await page.request.get('/api/user/me')).json()) as { _id: string }
    await call(admin.page.request, 'put', '/api/bill/admin-topup', { userId: me._id, amount: 1_000_000, reason: 'e2e nodes' })
    const choice = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static', countryCode: 'VN', amount: 1, bandwidthTier: 'basic' }
    const bought = await call<{ proxies: { _id: string }[] }>(page.request, 'post', '/api/order/create', {
      ...choice,
      periodUnit: 'month',
      periodCount: 1,
    })
    const held = bought.proxies[0]?._id ?? ''

    await page.goto('/manage-private-proxy')
    await expectHeading(page, 'Quản lý proxy riêng')
    // The demo node has a key but its program has not reported: its proxies say so.
    await row(page).getByTestId('proxy-node-offline').getByText('Máy chủ không hoạt động').waitFor()
    await row(page).getByTestId('proxy-usage').getByText('Đã dùng 0.0 GB / 50.0 GB').waitFor()
    expect(await row(page).getByTestId('proxy-exit').innerText()).toMatch(/^IP ra 127\.0\.\d+\.\d+$/)

    // The node reports the whole allowance used through this proxy.
    const feed = await nodeCall<{ proxies: { id: string; access: { ownerId: string }[] }[] }>(demoKey(), 'feed')
    const proxyId = feed.proxies.find((proxy) => proxy.access.some((access) => access.ownerId === held))?.id ?? ''
    const item = { proxyId, owner: 'private', ownerId: held, up: 10 * GB, down: 40 * GB }
    await nodeCall(demoKey(), 'usage', { epoch: `e2e-${Date.now()}`, seq: 1, from: Date.now() - 1000, to: Date.now(), items: [item] })
    await page.reload()
    const quota = row(page).getByTestId('proxy-quota')
    await quota.getByText(/^Đã hết băng thông: proxy này ngừng truyền dữ liệu đến .+, hoặc đến khi bạn nâng cấp băng thông\.$/).waitFor()
    await row(page).getByTestId('proxy-usage').getByText('Đã dùng 50.0 GB / 50.0 GB').waitFor()
    await quota.getByRole('button', { name: 'Nâng băng thông' }).click()
    const upgrade = page.getByRole('dialog', { name: /^Nâng băng thông đơn / })
    await upgrade.getByText('Giá cho thời gian còn lại').waitFor()
    await upgrade.getByRole('button', { name: 'Nâng băng thông' }).click()
    // A higher tier: the allowance grows and the proxy carries traffic again.
    await row(page).getByTestId('proxy-usage').getByText('Đã dùng 50.0 GB / 200.0 GB').waitFor()
    expect(await row(page).getByTestId('proxy-quota').count()).toBe(0)
  })

  it('shows each node online or offline with its last sync, and issues a key shown once with the command that enrols the node', async () => {
    const { page } = await suite.open(1400)
    await logIn(page.request, 'admin', 'Admin@12345')
    const feed = await nodeCall<{ version: string }>(demoKey(), 'feed')
    const beat = {
      version: '0.1.0',
      startedAt: Date.now() - 5000,
      uptimeSeconds: 5,
      feedVersion: feed.version,
      feedAppliedAt: Date.now() - 1000,
      proxiesServed: 445,
      listeners: 890,
      openConnections: 3,
      bytesPerSecond: 0,
      pendingReports: 0,
      lastError: null,
    }
    await nodeCall(demoKey(), 'heartbeat', beat)
    await page.goto('/admin/inventory')
    const demo = page.getByTestId('admin-sub-servers').locator('tbody tr').filter({ hasText: 'local-01' })
    await demo.getByTestId('node-health').getByText('Hoạt động', { exact: true }).waitFor()
    await demo.getByText(`Đang dùng dữ liệu ${feed.version}/${feed.version}`).waitFor()
    await demo.getByText('v0.1.0 · 445 proxy · 3 kết nối').waitFor()
    expect(await demo.getByTestId('node-key').innerText()).toMatch(/^pn_/)

    // A new node gets its first key; the dialog shows it once with the command line.
    await call(page.request, 'post', '/api/sub-server/create', { name: 'e2e-node', host: '192.0.2.50', countryCode: 'VN' })
    await page.reload()
    const fresh = page.getByTestId('admin-sub-servers').locator('tbody tr').filter({ hasText: 'e2e-node' })
    await fresh.getByText('Chưa từng báo cáo').waitFor()
    await fresh.getByRole('button', { name: 'Cấp khóa cho e2e-node' }).click()
    const shown = page.getByRole('dialog', { name: 'Khóa của e2e-node' })
    const key = await shown.getByTestId('node-key-value').innerText()
    expect(key).toMatch(/^pn_[A-Za-z0-9_-]{43}$/)
    expect(await shown.getByTestId('node-enrol-command').innerText()).toBe(
      `PORTAL_URL=${inject('baseUrl')} NODE_API_KEY=${key} node apps/node/src/main.ts`,
    )
    await shown.getByRole('button', { name: 'Xong' }).click()
    // The key names the node.
    expect((await nodeCall<{ subServerId: string; proxies: unknown[] }>(key, 'feed')).proxies).toEqual([])
    expect(await fresh.getByTestId('node-key').innerText()).toContain(key.slice(0, 10))
  })
})
