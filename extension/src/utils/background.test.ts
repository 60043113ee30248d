import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import background from '../entrypoints/background'
import { BADGE_COLORS } from './badge'
import { FAILOVER_SECONDS } from './firefox-proxy'
import { REFRESH_ALARM } from './refresh'
import { startBackground } from './start-background'
import { activeItem, connectionItem, problemItem, proxyCacheItem, settingsItem } from './state'
import { challengeChrome, type FakeNetwork, installFakeNetwork } from './testing/fake-network'
import { activeProxy, boughtProxy, listResponse, PORTAL, settings } from './testing/proxy-fixtures'

const FIXED = {
  mode: 'fixed_servers',
  rules: {
    singleProxy: { scheme: 'http', host: '203.0.113.7', port: 8080 },
    bypassList: ['portal.example', 'localhost', '127.0.0.1', '[::1]'],
  },
}
const CHALLENGE = { requestId: 'r1', isProxy: true, challenger: { host: '203.0.113.7', port: 8080 }, statusLine: 'HTTP/1.1 407' }
const badgeText = () => fakeBrowser.action.getBadgeText({})

/** A stopped service worker: its listeners and memory are gone, extension storage stays. */
async function stopWorker(): Promise<FakeNetwork> {
  const stored = await fakeBrowser.storage.local.get(null)
  fakeBrowser.reset()
  await fakeBrowser.storage.local.set(stored)
  return installFakeNetwork()
}

describe('the background (Chrome)', () => {
  let network: FakeNetwork
  beforeEach(async () => {
    fakeBrowser.reset()
    network = installFakeNetwork()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => listResponse([boughtProxy()])),
    )
    await connectionItem.setValue(PORTAL)
    await activeItem.setValue(activeProxy())
  })
  afterEach(() => vi.unstubAllGlobals())

  it('applies the stored proxy and badge on start, and again after the worker was stopped and woken', async () => {
    background.main()
    // Registered in the first turn, before anything was awaited: a woken worker answers the replayed challenge.
    expect(network.onAuthRequired.registrations).toHaveLength(1)
    expect(network.onAuthRequired.registrations[0]?.options).toEqual(['asyncBlocking'])
    await vi.waitFor(() => expect(network.proxySet).toHaveBeenCalledWith({ value: FIXED, scope: 'regular' }))
    await vi.waitFor(async () => expect(await badgeText()).toBe('VN'))
    expect(await fakeBrowser.action.getBadgeBackgroundColor({})).toEqual([0x15, 0x80, 0x3d, 255])
    expect(await fakeBrowser.alarms.get(REFRESH_ALARM)).toMatchObject({ periodInMinutes: 15 })

    network = await stopWorker()
    expect(await badgeText()).toBe('')
    background.main()
    expect(await challengeChrome(network, CHALLENGE)).toEqual({ authCredentials: { username: 'user1', password: 'secret1234' } })
    await vi.waitFor(() => expect(network.proxySet).toHaveBeenCalledWith({ value: FIXED, scope: 'regular' }))
    await vi.waitFor(async () => expect(await badgeText()).toBe('VN'))
  })

  it('cancels a refused login instead of prompting, and the popup can say so', async () => {
    background.main()
    await challengeChrome(network, CHALLENGE)
    expect(await challengeChrome(network, CHALLENGE)).toEqual({ cancel: true })
    await vi.waitFor(async () => expect(await problemItem.getValue()).toMatchObject({ kind: 'auth_failed', proxyId: 'p1' }))
    await vi.waitFor(async () => expect(await fakeBrowser.action.getBadgeBackgroundColor({})).toEqual([0xb9, 0x1c, 0x1c, 255]))
    // The cancelled request's own error does not turn 'login refused' into 'unreachable'.
    await network.onErrorOccurred.fire({
      requestId: 'r1',
      type: 'main_frame',
      error: 'net::ERR_TUNNEL_CONNECTION_FAILED',
      url: 'https://a.test/',
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await problemItem.getValue()).toMatchObject({ kind: 'auth_failed' })
  })

  it('notes an unreachable proxy (kill switch: nothing went direct) and forgets it once a page loads through it', async () => {
    background.main()
    await network.onErrorOccurred.fire({
      requestId: 'r7',
      type: 'main_frame',
      error: 'net::ERR_PROXY_CONNECTION_FAILED',
      url: 'https://a.test/',
    })
    await vi.waitFor(async () =>
      expect(await problemItem.getValue()).toMatchObject({
        kind: 'unreachable',
        proxyId: 'p1',
        detail: 'net::ERR_PROXY_CONNECTION_FAILED a.test',
      }),
    )
    await network.onCompleted.fire({ requestId: 'r8', type: 'main_frame', ip: '203.0.113.7' })
    await vi.waitFor(async () => expect(await problemItem.getValue()).toBeNull())
    expect(BADGE_COLORS.ok).toBe('#15803d')
  })

  it('re-applies as the popup changes the kill switch, the proxy, or goes direct', async () => {
    background.main()
    await vi.waitFor(() => expect(network.proxySet).toHaveBeenCalledTimes(1))
    await settingsItem.setValue(settings({ killSwitch: false }))
    await vi.waitFor(() => expect(network.proxyValue).toMatchObject({ mode: 'pac_script' }))
    await activeItem.setValue(activeProxy({ id: 'p2', host: '198.51.100.4', countryCode: 'SG' }))
    await vi.waitFor(async () => expect(await badgeText()).toBe('SG'))
    expect(network.proxyValue).toMatchObject({ pacScript: { data: expect.stringContaining('PROXY 198.51.100.4:8080; DIRECT') } })
    await activeItem.setValue(null)
    await vi.waitFor(() => expect(network.proxyValue).toEqual({ mode: 'direct' }))
    await vi.waitFor(async () => expect(await badgeText()).toBe(''))
  })

  it('goes direct on disconnect and leaves nothing of the account behind', async () => {
    await proxyCacheItem.setValue({ proxies: [boughtProxy()], fetchedAt: 1, failedAt: null, failure: null })
    background.main()
    await vi.waitFor(() => expect(network.proxySet).toHaveBeenCalled())
    await connectionItem.setValue(null)
    await vi.waitFor(() => expect(network.proxyValue).toEqual({ mode: 'direct' }))
    await vi.waitFor(async () => expect(await activeItem.getValue()).toBeNull())
    expect(await proxyCacheItem.getValue()).toBeNull()
    await vi.waitFor(async () => expect(await badgeText()).toBe(''))
  })

  it('refreshes the list when the alarm fires', async () => {
    background.main()
    await fakeBrowser.alarms.onAlarm.trigger({
      name: REFRESH_ALARM,
      scheduledTime: Date.now(),
      periodInMinutes: 15,
      persistAcrossSessions: true,
    })
    await vi.waitFor(async () => expect(await proxyCacheItem.getValue()).toMatchObject({ proxies: [boughtProxy()] }))
  })
})

describe('the background (Firefox)', () => {
  beforeEach(async () => {
    fakeBrowser.reset()
    await connectionItem.setValue(PORTAL)
    await activeItem.setValue(activeProxy())
  })

  it('answers each request and each login from storage, after a restart too, and never touches proxy.settings', async () => {
    for (let start = 0; start < 2; start++) {
      const network = start === 0 ? installFakeNetwork() : await stopWorker()
      const started = startBackground('firefox')
      expect(network.onRequest.registrations).toHaveLength(1)
      expect(network.onAuthRequired.registrations[0]?.options).toEqual(['blocking'])
      expect(await network.onAuthRequired.fire(CHALLENGE)).toEqual([{ authCredentials: { username: 'user1', password: 'secret1234' } }])
      expect(await network.onRequest.fire({ url: 'https://example.com/' })).toEqual([
        { type: 'http', host: '203.0.113.7', port: 8080, failoverTimeout: FAILOVER_SECONDS },
      ])
      await started
      expect(await badgeText()).toBe('VN')
      expect(network.proxySet).not.toHaveBeenCalled()
    }
  })

  it('follows a change of the kill switch on the next request', async () => {
    const network = installFakeNetwork()
    await startBackground('firefox')
    await settingsItem.setValue(settings({ killSwitch: false }))
    await vi.waitFor(async () => expect((await network.onRequest.fire({ url: 'https://example.com/' }))[0]).toHaveLength(2))
  })
})
