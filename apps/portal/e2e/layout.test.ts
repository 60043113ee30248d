import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { routeFiles } from '../test/route-files'
import { logIn } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
// Artefacts for a reviewer, git-ignored: every page, both widths, both languages, when asked for
// (LAYOUT_SHOTS=1): the full-page captures add ~15 s to a run that checks the layout without them.
const shots = process.env.LAYOUT_SHOTS ? fileURLToPath(new URL('./screenshots/', import.meta.url)) : undefined

/** The pages a customer and an admin open by address (a page named by a required id is reached from its list). */
const pagesOf = (audience: 'customer' | 'admin') =>
  routeFiles()
    .filter((route) => route.audience === audience && !route.layout && !route.path.includes('$'))
    .map((route) => route.path)
    .sort()

type Defects = { support: boolean; wide: string[]; covered: string[] }

/**
 * What is wrong with the page as laid out: anything scrolling sideways (the page itself, the box of a
 * table in it or the tab bar), and any control the support button covers at one of its corners, seen while
 * the page is scrolled through from top to bottom, a screenful (under the sticky header) at a time.
 */
function defects(page: Page): Promise<Defects> {
  return page.evaluate(() => {
    const root = document.documentElement
    const wide: string[] = []
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
    if (root.scrollWidth > root.clientWidth) wide.push(`page ${root.scrollWidth} > ${root.clientWidth}`)
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const { overflowX } = getComputedStyle(element)
      // A table's box or the tab bar (a code sample may scroll, as code does in any reference; a table
      // must not, nor the tabs, whose last ones would sit cut off at the screen's edge).
      const scrolls = (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1
      if (scrolls && (element.querySelector('table') || element.matches('nav ul'))) {
        wide.push(`${name(element)} ${element.scrollWidth} > ${element.clientWidth}`)
      }
    }
    const support = document.querySelector('[data-testid="support-button"]')
    // What scrolls under a sticky header is out of view (the header hides it, not the button in it).
    const header = support?.closest('header')
    const headerBottom = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0
    const covered = new Set<string>()
    const controls = Array.from(document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]'))
    for (let top = 0; ; top += window.innerHeight - headerBottom) {
      window.scrollTo(0, top)
      for (const control of controls) {
        if (support?.contains(control)) continue
        const box = control.getBoundingClientRect()
        if (box.width === 0 || box.height === 0 || (box.top < headerBottom && !header?.contains(control)) || box.top >= window.innerHeight)
          continue
        const corners: [number, number][] = [
          [box.left + 1, box.top + 1],
          [box.right - 1, box.top + 1],
          [box.left + 1, box.bottom - 1],
          [box.right - 1, box.bottom - 1],
        ]
        for (const [x, y] of corners) {
          const hit = document.elementFromPoint(x, y)
          if (hit && support?.contains(hit)) covered.add(name(control))
        }
      }
      if (top + window.innerHeight >= root.scrollHeight) break
    }
    window.scrollTo(0, 0)
    return { support: support !== null, wide, covered: [...covered] }
  })
}

// Vietnamese at both widths; English, whose words run shorter or longer in other places, on the phone
// where a longer word breaks a layout first (both languages at both widths cost the suite twice the time).
// The layout is CSS alone (no script reads the width), so one load is checked at each width in turn:
// on the phone first, as loaded, then widened as a desktop window would be.
const PHONE = 390
const widthsOf = (language: 'vi' | 'en') => (language === 'vi' ? [PHONE, 1280] : [PHONE])

/**
 * Goes to `url` without loading a document, as the browser's back and forward buttons do (the router
 * follows the address and renders the page from its loaders), and waits for the new page's heading.
 * A full load per page cost the walk its server rendering, parsing and hydration again, ~80 times; the
 * served pages themselves are checked by served-whole and malformed-search.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    for (const heading of Array.from(document.querySelectorAll('h1'))) heading.setAttribute('data-left', '')
    history.pushState(history.state, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, url)
  await page.locator('h1:not([data-left])').first().waitFor()
}

/** Opens each page once in one language and checks it at each width; returns the defects, keyed by width and address. */
async function walk(page: Page, language: 'vi' | 'en', addresses: string[]): Promise<Record<string, Defects>> {
  const found: Record<string, Defects> = {}
  for (const [index, address] of addresses.entries()) {
    const url = language === 'en' ? `/en${address}` : address
    await page.setViewportSize({ width: PHONE, height: 900 })
    if (index === 0) expect((await page.goto(url))?.status(), url).toBe(200)
    else await openInApp(page, url)
    expect(new URL(page.url()).pathname, 'in the language asked for').toBe(url)
    // Measured and shown as the customer uses it: once React runs the page, its controls come on.
    await page.locator('.drawer-content > fieldset:not([disabled])').waitFor()
    for (const width of widthsOf(language)) {
      if (width !== PHONE) await page.setViewportSize({ width, height: 900 })
      expect(await page.evaluate(() => window.innerWidth), `${url} laid out at ${width} px`).toBe(width)
      const seen = await defects(page)
      if (!seen.support || seen.wide.length > 0 || seen.covered.length > 0) found[`${width} ${url}`] = seen
      if (shots)
        await page.screenshot({ path: `${shots}${width}-${language}${address.replaceAll('/', '_')}.jpg`, fullPage: true, quality: 70 })
    }
  }
  return found
}

describe('every signed-in page fits the screen and the support button covers nothing (issue 15 item 1)', () => {
  if (shots) mkdirSync(shots, { recursive: true })

  for (const language of ['vi', 'en'] as const) {
    it(`in ${language}, at ${widthsOf(language).join(' and ')} px, for the demo customer and the admin`, async () => {
      const { page } = await suite.open(PHONE)
      await logIn(page.request, 'customer', 'Customer@12345')
      const found = await walk(page, language, pagesOf('customer'))
      await logIn(page.request, 'admin', 'Admin@12345')
      await page.goto(language === 'en' ? '/en/admin/users' : '/admin/users')
      // One user's page, as the admin reaches it from the list.
      const link = await page.locator('a[href*="/admin/users/"]').first().getAttribute('href')
      const userPage = (link ?? '/admin/users/(none listed)').replace(/^\/en\//, '/')
      Object.assign(found, await walk(page, language, [...pagesOf('admin'), userPage]))
      expect(found).toEqual({})
    })
  }
})
