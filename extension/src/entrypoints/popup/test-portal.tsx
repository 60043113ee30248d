import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { connectCodeOf } from '@proxy-portal/worker/contract/extension'
import { fireEvent, render } from '@testing-library/react'
import { vi } from 'vitest'
import type { ProxyCache } from '../../utils/state'
import { Popup } from './popup'
import { loadState } from './popup-state'

// Storage watchers and portal answers update the popup outside act(), as in the browser: React then
// renders on its own schedule and the tests wait for what the reader sees (vi.waitFor).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

/** Fixtures of the popup's tests: proxies as the portal lists them, and the portal at the network edge. */

export const PORTAL = 'https://portal.example'
export const TOKEN = `pe_${'a'.repeat(43)}`
export const CONNECTION = { url: PORTAL, token: TOKEN }
export const CODE = connectCodeOf(CONNECTION)
export const NOW = Date.UTC(2026, 10, 22, 10, 0)
const DAY = 86_400_000

export function proxyView(overrides: Partial<BoughtProxyView> = {}): BoughtProxyView {
  return {
    _id: 'p1',
    orderId: 'o1',
    orderCode: 'ORD1',
    packageName: null,
    packageNameEn: null,
    kind: 'private',
    ipVersion: 'ipv4',
    ipMode: 'static',
    bandwidthTier: 'basic',
    countryCode: 'US',
    host: '203.0.113.10',
    httpPort: 8080,
    socksPort: 1080,
    username: 'alice',
    password: 'Secret12345',
    status: 'using',
    expiresAt: NOW + 10 * DAY,
    lockedUntil: null,
    autoRenew: false,
    ipChangeMode: 'manual',
    ipChangeInterval: 60,
    ipChangeStatus: 'idle',
    ipChangedAt: null,
    passwordChangedAt: null,
    authIps: [],
    tagId: null,
    tagName: null,
    comment: '',
    health: null,
    ...overrides,
  }
}

type Call = { method: string; path: string; body: unknown; authorization: string | null }
type Route = (call: Call) => { status?: number; body: unknown }

/**
 * Stands in for the portal's API: each request is answered by `route` (by method and path, as
 * `GET bought-proxy/list`), and remembered; a request no route answers fails as the network would.
 */
export function fakePortal(routes: Record<string, Route>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input))
    const method = init.method ?? 'GET'
    const path = url.pathname.replace(/^\/api\//, '')
    const call: Call = {
      method,
      path: `${path}${url.search}`,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      authorization: new Headers(init.headers).get('authorization'),
    }
    calls.push(call)
    const route = routes[`${method} ${path}`]
    if (!route || url.origin !== PORTAL) throw new TypeError('Failed to fetch')
    const answer = route(call)
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return { calls }
}

/** The list route answering these proxies (one page). */
export const listOf = (proxies: BoughtProxyView[]) => () => ({ body: { data: proxies, total: proxies.length } })

/** Lets storage watchers and pending promises run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Opens the popup in the document, as main.tsx does (stored state first); `close` takes it away. */
export async function openPopup(refresh: () => Promise<ProxyCache | null> = async () => null) {
  const initial = await loadState()
  const { container, unmount } = render(<Popup initial={initial} refresh={refresh} now={() => NOW} />, {
    container: document.body.appendChild(document.createElement('main')),
  })
  const close = () => {
    unmount()
    container.remove()
  }
  return { root: container, close }
}

/** The button a reader finds by its accessible name (aria-label, else its text). */
export function buttonNamed(root: HTMLElement, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent) === name)
  if (!found) throw new Error(`No button named ${name}`)
  return found
}

/** The field a label names (the way a reader finds it). */
export function fieldNamed(root: HTMLElement, label: string): HTMLElement {
  const id = [...root.querySelectorAll('label')].find((item) => item.textContent === label)?.htmlFor
  const control = id ? document.getElementById(id) : null
  if (!control || !root.contains(control)) throw new Error(`No field labelled ${label}`)
  return control
}

/** A field's value (input, textarea or select). */
export const fieldValue = (control: HTMLElement) => (control as unknown as { value: string }).value

/** A select's options as the reader reads them. */
export const optionsOf = (control: HTMLElement) => [...control.querySelectorAll('option')].map((option) => option.textContent)

/** Types or picks a value as a reader does (the field's change, as React hears it). */
export const enter = (control: HTMLElement, value: string) => void fireEvent.change(control, { target: { value } })

/** Presses a button or a switch as a reader does. */
export const press = (control: HTMLElement) => void fireEvent.click(control)
