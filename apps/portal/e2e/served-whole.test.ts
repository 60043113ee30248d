import type { APIRequestContext } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { logIn, signedInCustomer } from './money-helpers'
import { stockAndBalance } from './shared-stock'
import { browserSuite } from './suite'

const suite = browserSuite()

// The pages a customer reaches from the menus. Each must arrive from the server with its data: a
// spinner that becomes content after hydration moves what is below it, under the visitor's click.
const customerPages = [
  '/dashboard',
  '/dashboard/tab',
  '/private-proxy',
  '/private-proxy?tab=package',
  '/proxy',
  '/proxy-rotating',
  '/proxy-shared',
  '/proxy-shared/plan',
  '/manage-private-proxy',
  '/manage-private-proxy/using',
  '/manage-private-proxy/expired',
  '/order',
  '/topup',
  '/account',
  '/api',
  '/agency',
  '/check-proxy',
  '/tools',
  '/tools/freeTools',
  '/tools/splitString',
  '/support',
  '/tutorial',
  '/en/dashboard',
]
const adminPages = ['/admin', '/admin/catalogue', '/admin/inventory', '/admin/audit']

const spinner = 'loading-spinner'

/** The pages that do not come back 200 with a heading and without a spinner. */
async function incompletePages(request: APIRequestContext, paths: string[]): Promise<string[]> {
  const incomplete: string[] = []
  for (const path of paths) {
    const response = await request.get(path)
    const html = await response.text()
    if (response.status() !== 200 || !html.includes('<h1') || html.includes(spinner)) incomplete.push(path)
  }
  return incomplete
}

describe('pages arrive whole from the server', () => {
  it('serves every customer page with its data, no loading spinner in place of content', async () => {
    const { page } = await suite.open()
    await signedInCustomer(page.request, 'whole')
    expect(await incompletePages(page.request, customerPages)).toEqual([])
  })

  it('serves them whole to the demo customer too, who holds proxies and orders, with a shared plan and the trial running', async () => {
    const admin = await suite.open()
    await logIn(admin.page.request, 'admin', 'Admin@12345')
    const { page } = await suite.open()
    await logIn(page.request, 'customer', 'Customer@12345')
    await stockAndBalance(admin.page.request, page.request, 2)
    const call = (path: string, data: unknown) => page.request.post(path, { headers: { origin: inject('baseUrl') }, data })
    const plan = { amount: 50, countries: ['DE'], bandwidthTier: 'basic', periodUnit: 'month', periodCount: 1 }
    expect((await call('/api/plan/create', plan)).status()).toBe(200)
    expect((await call('/api/trial/create', {})).status()).toBe(200)
    expect(await incompletePages(page.request, customerPages)).toEqual([])
  })

  it('serves the admin pages with their data', async () => {
    const { page } = await suite.open()
    await logIn(page.request, 'admin', 'Admin@12345')
    expect(await incompletePages(page.request, adminPages)).toEqual([])
  })
})
