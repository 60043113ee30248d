import { vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'

/**
 * WXT's fake browser has no `proxy` or `webRequest` (STACK-NOTES: Browsers). These stand in for them
 * on the fake, with events that remember their listeners, filters and options so a test can fire
 * them the way the browser would.
 */
// biome-ignore lint/suspicious/noExplicitAny: listeners of every event shape are stored here
type Listener = (...args: any[]) => any
export type FakeEvent = {
  registrations: { listener: Listener; filter: unknown; options: unknown }[]
  addListener(listener: Listener, filter?: unknown, options?: unknown): void
  removeListener(listener: Listener): void
  hasListener(listener: Listener): boolean
  /** Calls every listener as the browser would; the listeners' results, awaited. */
  fire(...args: unknown[]): Promise<unknown[]>
}

export function fakeEvent(): FakeEvent {
  const registrations: FakeEvent['registrations'] = []
  return {
    registrations,
    addListener: (listener, filter, options) => void registrations.push({ listener, filter, options }),
    removeListener(listener) {
      const index = registrations.findIndex((entry) => entry.listener === listener)
      if (index >= 0) registrations.splice(index, 1)
    },
    hasListener: (listener) => registrations.some((entry) => entry.listener === listener),
    fire: (...args) => Promise.all(registrations.map((entry) => entry.listener(...args))),
  }
}

export type FakeNetwork = ReturnType<typeof installFakeNetwork>

/** Fresh proxy and webRequest fakes on `fakeBrowser` (a restarted worker starts with no listeners). */
export function installFakeNetwork() {
  let value: unknown = { mode: 'system' }
  const network = {
    proxySet: vi.fn(async (details: { value: unknown; scope?: string }) => {
      value = details.value
    }),
    onProxyError: fakeEvent(),
    onRequest: fakeEvent(),
    onAuthRequired: fakeEvent(),
    onErrorOccurred: fakeEvent(),
    onCompleted: fakeEvent(),
    /** What Chrome holds now. */
    get proxyValue() {
      return value
    },
  }
  const browser = fakeBrowser as unknown as { proxy: Record<string, unknown>; webRequest: Record<string, unknown> }
  browser.proxy.settings = { set: network.proxySet, get: async () => ({ value, levelOfControl: 'controlled_by_this_extension' }) }
  browser.proxy.onProxyError = network.onProxyError
  browser.proxy.onRequest = network.onRequest
  browser.webRequest.onAuthRequired = network.onAuthRequired
  browser.webRequest.onErrorOccurred = network.onErrorOccurred
  browser.webRequest.onCompleted = network.onCompleted
  return network
}

/** A proxy challenge answered the Chrome way ('asyncBlocking': the answer comes through the callback). */
export function challengeChrome(network: FakeNetwork, details: object): Promise<unknown> {
  return new Promise((resolve) => void network.onAuthRequired.fire(details, resolve))
}
