import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { launchBrowser, type Visit, visit } from './browser'

/** Each open page's address and the text of its open dialogs (else of its body), for a failed test's log. */
async function tellWhatPagesShow(opened: Visit): Promise<void> {
  for (const page of opened.context.pages()) {
    try {
      const dialogs = await page.locator('dialog[open], [role="dialog"]:visible').allInnerTexts()
      const text = dialogs.length ? dialogs.join('\n---\n') : await page.locator('body').innerText({ timeout: 2000 })
      console.log(`[failed test] ${page.url()}\n${text.slice(0, 2000)}`)
    } catch (error) {
      console.log(`[failed test] ${page.url()}: ${(error as Error).message}`)
    }
  }
}

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
  afterEach(async (context) => {
    const failed = context.task.result?.state === 'fail'
    for (const opened of visits.splice(0)) {
      // A failed step says only what it waited for; what the pages showed then goes to the log.
      if (failed) await tellWhatPagesShow(opened)
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
