import type { APIRequestContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import vi from '../messages/vi.json' with { type: 'json' }
import { type Audience, routeFiles } from '../test/route-files'
import { expectHeading } from './browser'
import { logIn, signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()

// What people and tools put in an address: out of range, not a number, JSON the router parses, a
// repeated key (an array), control characters, an empty value, far too long, a day no calendar has.
const junk = ['0', '-1', 'abc', '1.5', '99999999999', '{}', '[1,2]', 'null', 'true', '%00', '', 'x'.repeat(300), '2024-13-45']

/** Every page address with malformed search parameters: the page's own keys, plus `page` everywhere. */
function malformedAddresses(audience: Audience): string[] {
  // A page named by a required id in its path (admin/users.$id) is reached from its list, not typed.
  const pages = routeFiles().filter((route) => route.audience === audience && !route.layout && !route.path.includes('$'))
  const addresses: string[] = []
  for (const route of pages) {
    const keys = [...new Set(['page', ...route.searchKeys])]
    for (const base of route.takesId ? [route.path, `${route.path}/not-an-id`] : [route.path]) {
      for (const value of junk) addresses.push(`${base}?${keys.map((key) => `${key}=${value}`).join('&')}`)
      addresses.push(`${base}?${keys.map((key) => `${key}=1&${key}=2`).join('&')}`)
    }
  }
  return addresses
}

/** The addresses that did not render their page: not 200, no heading, the error page, or a stack trace. */
async function brokenPages(request: APIRequestContext, addresses: string[]): Promise<string[]> {
  const broken: string[] = []
  const check = async (address: string) => {
    const response = await request.get(address)
    const html = await response.text()
    const failed = response.status() !== 200 || !html.includes('<h1') || html.includes(vi.error_page_title) || /\n\s+at /.test(html)
    if (failed) broken.push(`${response.status()} ${address.slice(0, 160)}`)
  }
  // A few at a time, as a browser's tabs would ask: the Worker waits on D1 between them.
  const queue = [...addresses]
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) await check(address)
    }),
  )
  return broken.sort()
}

describe('pages with malformed search parameters', () => {
  it('render for a visitor on every public and sign-in page', async () => {
    const { page } = await suite.open()
    const addresses = [...malformedAddresses('anyone'), ...malformedAddresses('visitor')]
    expect(addresses.length).toBeGreaterThan(20)
    expect(await brokenPages(page.request, addresses)).toEqual([])
  })

  it('render for a customer on every signed-in page', async () => {
    const { page } = await suite.open()
    await signedInCustomer(page.request, 'malformed')
    const addresses = malformedAddresses('customer')
    expect(addresses.some((address) => address.startsWith('/manage-private-proxy/expired?'))).toBe(true)
    expect(await brokenPages(page.request, addresses)).toEqual([])
  })

  it("answer a list's own address with the page, not a redirect that adds its defaults", async () => {
    // The router sends an address to its canonical form: /order once went to /order?page=1 (a round trip
    // before every first visit); a key at its default is left out of the address instead.
    const { page } = await suite.open()
    await signedInCustomer(page.request, 'canonical')
    for (const address of ['/order', '/manage-private-proxy', '/manage-private-proxy/using', '/manage-private-proxy/expired']) {
      const response = await page.request.get(address, { maxRedirects: 0 })
      expect(`${response.status()} ${address}`).toBe(`200 ${address}`)
    }
    const explicit = await page.request.get('/order?page=1', { maxRedirects: 0 })
    expect([explicit.status(), explicit.headers().location]).toEqual([307, '/order'])
    await logIn(page.request, 'admin', 'Admin@12345')
    for (const address of [
      '/admin',
      '/admin/users',
      '/admin/orders',
      '/admin/topups',
      '/admin/agencies',
      '/admin/coupons',
      '/admin/audit',
    ]) {
      const response = await page.request.get(address, { maxRedirects: 0 })
      expect(`${response.status()} ${address}`).toBe(`200 ${address}`)
    }
  })

  it('render for an admin on every admin page', async () => {
    const { page } = await suite.open()
    await logIn(page.request, 'admin', 'Admin@12345')
    expect(await brokenPages(page.request, malformedAddresses('admin'))).toEqual([])
  })

  it('show page 1, or the last page there is, in the browser', async () => {
    const { page } = await suite.open()
    await logIn(page.request, 'customer', 'Customer@12345')
    for (const address of ['/order?page=abc', '/order?page=0', '/manage-private-proxy?page=-1', '/manage-private-proxy/using?page=999']) {
      await page.goto(address)
      await expectHeading(
        page,
        address.startsWith('/order')
          ? vi.page_order_title
          : /using/.test(address)
            ? vi.page_manage_private_proxy_using_title
            : vi.page_manage_private_proxy_title,
      )
      // Page 1 is the list's own address: the default page is left out of it, junk included.
      expect(new URL(page.url()).searchParams.getAll('page'), address).toEqual([])
    }
    // The demo customer's proxies are all on page 1 (8 of them): what was asked for beyond it lands there, with the rows.
    await page.getByTestId('proxies').getByTestId('proxy-row').first().waitFor()
  })
})
