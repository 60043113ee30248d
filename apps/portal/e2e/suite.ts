import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { launchBrowser, type Visit, visit } from './browser'

/**
 * One Chromium for a test file; every visit a test opens is closed after it, and must have logged no
 * page error and no console error.
 */
export function browserSuite() {
  let browser: Browser | undefined
  const visits: Visit[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(async () => {
    for (const opened of visits.splice(0)) {
      await opened.context.close()
      expect(opened.problems).toEqual([])
    }
  })
  return {
    open: async (...args: Parameters<typeof visit> extends [Browser, ...infer Rest] ? Rest : never): Promise<Visit> => {
      if (!browser) throw new Error('the browser is not started')
      const opened = await visit(browser, ...args)
      visits.push(opened)
      return opened
    },
  }
}
