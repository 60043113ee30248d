import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import type { Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { squidLog } from './observe.ts'
import { type Api, boughtProxies, call } from './portal-api.ts'

/**
 * What actions.test.ts needs besides the shared drivers: the token inside a connection code (to call
 * the portal as the extension does after it disconnected), a proxy's row by its id (its endpoint
 * changes with its IP), and what squid logged of the portal's checker.
 */

/** What /account does for "connect a browser", keeping the token the code carries. */
export function issueConnection(api: Api, label: string): Promise<{ connectCode: string; token: string }> {
  return call(api, 'post', '/api/user/extension-token', { label })
}

/** A call to the portal with a bearer token only (no cookie, no Origin): its status and the code it answers. */
export async function callWithToken(token: string, path: string): Promise<{ status: number; message: string | null }> {
  const response = await fetch(`${inject('portalUrl')}${path}`, { headers: { authorization: `Bearer ${token}` } })
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  return { status: response.status, message: typeof body?.message === 'string' ? body.message : null }
}

/**
 * What `GET /api/user/my-ip` answers to a request made from the popup's page, as the popup's own
 * requests are (the extension's origin, no cookies): the address the local portal sees for this browser.
 */
export function myIpSeenFromPopup(popup: Page, token: string): Promise<{ ip: string | null }> {
  return popup.evaluate(
    async ({ url, token }) => {
      const response = await fetch(`${url}/api/user/my-ip`, {
        headers: { authorization: `Bearer ${token}` },
        cache: 'no-store',
        credentials: 'omit',
      })
      return (await response.json()) as { ip: string | null }
    },
    { url: inject('portalUrl'), token },
  )
}

/** One proxy as the portal's list has it now. */
export async function listedProxy(api: Api, id: string): Promise<BoughtProxyView> {
  const proxy = (await boughtProxies(api)).find((item) => item._id === id)
  if (!proxy) throw new Error(`proxy ${id} is not on the portal's list`)
  return proxy
}

/** A proxy's row in the popup, found by its id: its address changes with an IP change. */
export const rowOf = (popup: Page, id: string): Locator => popup.locator(`li.proxy[data-id="${id}"]`)

/** The lines the last action on a row said under it, once they contain `text` (the action is over then). */
export async function noteOnceItSays(row: Locator, text: string): Promise<string[]> {
  const note = row.locator('.note')
  await expect.poll(() => note.innerText(), { timeout: 20_000 }).toContain(text)
  return note.locator('p').allInnerTexts()
}

/** squid's CONNECT lines logged since `since` (ms) for `username`: the tunnels the portal's checker opened. */
export const checkerTunnels = (since: number, username: string) =>
  squidLog().filter((line) => line.method === 'CONNECT' && line.at >= since - 1000 && line.user === username)
