import { LIVE_SOCKETS_PER_USER } from '@proxy-portal/worker/contract/events'
import type { Page, WebSocket } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signedInCustomer } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()

type Watched = { page: Page; sockets: WebSocket[]; closed: number }

/** Every live-channel socket a page opens, and how many of them closed. */
function watch(page: Page): Watched {
  const watched: Watched = { page, sockets: [], closed: 0 }
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/api/ws')) return
    watched.sockets.push(socket)
    socket.on('close', () => watched.closed++)
  })
  return watched
}

async function openWithChannel(watched: Watched): Promise<void> {
  await Promise.all([watched.page.waitForEvent('websocket', (socket) => socket.url().endsWith('/api/ws')), watched.page.goto('/tools')])
}

/** Issue 12 item 13: at most a few live sockets per user; the pages pushed out do not push back (ADR 0021). */
describe('live pages of one user', () => {
  it('a page pushed out by newer ones waits until it is looked at, instead of pushing another out at once', async () => {
    const { context, page } = await suite.open()
    await signedInCustomer(page.request, 'tabs')
    const pages = [watch(page)]
    for (let i = 0; i < LIVE_SOCKETS_PER_USER; i++) pages.push(watch(await context.newPage()))
    // One after another, so the first is the oldest.
    for (const watched of pages) await openWithChannel(watched)

    const [oldest, next] = pages
    await expect.poll(() => oldest?.closed, { timeout: 10_000 }).toBe(1)
    // Long enough for the reconnect backoff (1 s, then 2 s) to have pushed the others out in turn.
    await page.waitForTimeout(4000)
    expect(pages.map((watched) => [watched.sockets.length, watched.closed])).toEqual([[1, 1], ...Array(LIVE_SOCKETS_PER_USER).fill([1, 0])])

    // Looked at again, the page takes the channel back, and the oldest of the others waits in turn.
    await Promise.all([
      oldest?.page.waitForEvent('websocket', (socket) => socket.url().endsWith('/api/ws')),
      oldest?.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))),
    ])
    await expect.poll(() => next?.closed, { timeout: 10_000 }).toBe(1)
    await page.waitForTimeout(3000)
    expect(pages.map((watched) => [watched.sockets.length, watched.closed])).toEqual([
      [2, 1],
      [1, 1],
      ...Array(LIVE_SOCKETS_PER_USER - 1).fill([1, 0]),
    ])
  })
})
