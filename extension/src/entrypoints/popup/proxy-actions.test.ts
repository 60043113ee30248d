import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { setLocale } from '../../paraglide/runtime'
import { fetchProxies } from '../../utils/api'
import { activeItem, connectionItem, type ProxyCache, proxyCacheItem } from '../../utils/state'
import { buttonNamed, CONNECTION, fakePortal, listOf, NOW, openPopup, press, proxyView } from './test-portal'

const proxy = proxyView()
const NAME = '203.0.113.10:8080'
const note = (root: HTMLElement) => [...(root.querySelectorAll('.proxy .note p') ?? [])].map((line) => line.textContent)

/** A refresh as the background does it: the list from the (fake) portal, stored. */
async function refresh(): Promise<ProxyCache | null> {
  const answer = await fetchProxies(CONNECTION)
  if (!answer.ok) return null
  const cache = { proxies: answer.value, fetchedAt: NOW, failedAt: null, failure: null }
  await proxyCacheItem.setValue(cache)
  return cache
}

async function open(proxies: BoughtProxyView[] = [proxy]) {
  await connectionItem.setValue(CONNECTION)
  await proxyCacheItem.setValue({ proxies, fetchedAt: NOW, failedAt: null, failure: null })
  return openPopup(refresh)
}

describe('the actions on a proxy', () => {
  beforeEach(() => {
    fakeBrowser.reset()
    setLocale('en', { reload: false })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('Use switches the browser to the proxy’s HTTP endpoint with its login', async () => {
    fakePortal({ 'GET bought-proxy/list': listOf([proxy]) })
    const { root, close } = await open()
    press(buttonNamed(root, `Use proxy ${NAME}`))
    await vi.waitFor(async () =>
      expect(await activeItem.getValue()).toEqual({
        id: 'p1',
        host: '203.0.113.10',
        port: 8080,
        username: 'alice',
        password: 'Secret12345',
        countryCode: 'US',
        since: NOW,
      }),
    )
    await vi.waitFor(() => expect(root.querySelector('.state')?.textContent).toContain('Through a proxy'))
    expect(buttonNamed(root, `Use proxy ${NAME}`).disabled).toBe(true)
    close()
  })

  it('Test gives the portal checker’s verdict, latency and exit IP, and says where it ran', async () => {
    const checked = { checkedAt: NOW, alive: true, latencyMs: 87, failure: null }
    const portal = fakePortal({
      'POST bought-proxy/check': () => ({
        body: { results: [{ id: 'p1', locked: false, health: checked, exitIp: '192.0.2.44', protocols: ['http'] }] },
      }),
      'GET bought-proxy/list': listOf([{ ...proxy, health: checked }]),
    })
    const { root, close } = await open()
    press(buttonNamed(root, `Test proxy ${NAME}`))
    await vi.waitFor(() =>
      expect(note(root)).toEqual([
        'Working · 87 ms · exit IP 192.0.2.44',
        'The check ran from the portal’s server, not through this browser.',
      ]),
    )
    expect(portal.calls.find((call) => call.path === 'bought-proxy/check')?.body).toEqual({ listBoughtProxyId: ['p1'] })
    expect(root.querySelector('.proxy .health')?.textContent).toBe('Working · 87 ms')
    close()
  })

  it('Test says why a dead proxy failed', async () => {
    const dead = { checkedAt: NOW, alive: false, latencyMs: null, failure: 'auth_failed' }
    fakePortal({
      'POST bought-proxy/check': () => ({ body: { results: [{ id: 'p1', locked: false, health: dead, exitIp: null, protocols: [] }] } }),
      'GET bought-proxy/list': listOf([proxy]),
    })
    const { root, close } = await open()
    press(buttonNamed(root, `Test proxy ${NAME}`))
    await vi.waitFor(() => expect(note(root)[0]).toBe('Not working: login refused'))
    close()
  })

  it('Change IP asks first, then shows a refusal in the portal’s words', async () => {
    fakePortal({ 'POST bought-proxy/change-ip': () => ({ status: 400, body: { message: 'RESET_TOO_FAST' } }) })
    const { root, close } = await open()
    press(buttonNamed(root, `Change IP of proxy ${NAME}`))
    expect(root.querySelector('.confirm p')?.textContent).toBe(`Change the IP of ${NAME}? Its login, tag, comment and auth IPs stay.`)
    press(buttonNamed(root, 'Cancel'))
    expect(root.querySelector('.confirm')).toBeNull()
    press(buttonNamed(root, `Change IP of proxy ${NAME}`))
    press(buttonNamed(root, 'Change IP now'))
    await vi.waitFor(() => expect(note(root)).toEqual(['Change IP too fast']))
    close()
  })

  it('Change IP moves the active proxy to its new address', async () => {
    const moved = { ...proxy, host: '203.0.113.99' }
    fakePortal({
      'POST bought-proxy/change-ip': () => ({ body: { results: [{ id: 'p1', ok: true }] } }),
      'GET bought-proxy/list': listOf([moved]),
    })
    await activeItem.setValue({
      id: 'p1',
      host: proxy.host,
      port: 8080,
      username: 'alice',
      password: 'Secret12345',
      countryCode: 'US',
      since: NOW - 1000,
    })
    const { root, close } = await open()
    press(buttonNamed(root, `Change IP of proxy ${NAME}`))
    press(buttonNamed(root, 'Change IP now'))
    await vi.waitFor(() => expect(note(root)).toEqual(['IP changed: the proxy is now 203.0.113.99:8080.']))
    expect(await activeItem.getValue()).toMatchObject({ host: '203.0.113.99', port: 8080, since: NOW - 1000 })
    expect(root.querySelector('.state')?.textContent).toContain('203.0.113.99:8080')
    close()
  })

  it('Use IP auth here adds this browser’s IP, and says when it is already there or the list is full', async () => {
    let sameOld = false
    const portal = fakePortal({
      'GET user/my-ip': () => ({ body: { ip: '198.51.100.20', countryCode: 'VN' } }),
      'PUT bought-proxy/auth-ip': () => (sameOld ? { status: 400, body: { message: 'SAME_OLD_AUTH_IP' } } : { body: { updated: 1 } }),
      'GET bought-proxy/list': listOf([proxyView({ authIps: ['192.0.2.1', '198.51.100.20'] })]),
    })
    const { root, close } = await open([proxyView({ authIps: ['192.0.2.1'] })])
    press(buttonNamed(root, `Use IP auth here for proxy ${NAME}`))
    await vi.waitFor(() => expect(note(root)).toEqual(['198.51.100.20 added to the auth IPs of this proxy.']))
    expect(portal.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      listBoughtProxyId: ['p1'],
      authIp: '192.0.2.1\n198.51.100.20',
    })

    // The refreshed list holds it now: nothing is sent.
    press(buttonNamed(root, `Use IP auth here for proxy ${NAME}`))
    await vi.waitFor(() => expect(note(root)).toEqual(['198.51.100.20 is already in the auth IPs of this proxy.']))
    expect(portal.calls.filter((call) => call.method === 'PUT')).toHaveLength(1)
    close()

    await proxyCacheItem.setValue({ proxies: [proxyView({ authIps: ['192.0.2.1'] })], fetchedAt: NOW, failedAt: null, failure: null })
    sameOld = true
    const again = await openPopup(refresh)
    press(buttonNamed(again.root, `Use IP auth here for proxy ${NAME}`))
    await vi.waitFor(() => expect(note(again.root)).toEqual(['198.51.100.20 is already in the auth IPs of this proxy.']))
    again.close()

    await proxyCacheItem.setValue({
      proxies: [proxyView({ authIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3'] })],
      fetchedAt: NOW,
      failedAt: null,
      failure: null,
    })
    const full = await openPopup(refresh)
    press(buttonNamed(full.root, `Use IP auth here for proxy ${NAME}`))
    await vi.waitFor(() =>
      expect(note(full.root)).toEqual(['This proxy already has 3 auth IPs, the most it can hold. Remove one on the portal first.']),
    )
    expect(portal.calls.filter((call) => call.method === 'PUT')).toHaveLength(2)
    full.close()
  })

  it('says when the portal cannot be reached', async () => {
    fakePortal({})
    const { root, close } = await open()
    press(buttonNamed(root, `Use IP auth here for proxy ${NAME}`))
    await vi.waitFor(() => expect(note(root)).toEqual(['Could not reach the portal. Check the address and your connection.']))
    close()
  })
})
