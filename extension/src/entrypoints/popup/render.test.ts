import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { setLocale } from '../../paraglide/runtime'
import { languageItem } from '../../utils/language'
import { activeItem, connectionItem, type ProxyCache, proxyCacheItem } from '../../utils/state'
import { buttonNamed, CONNECTION, enter, fieldNamed, NOW, openPopup, optionsOf, press, proxyView, settle } from './test-portal'

const MINUTE = 60_000
const proxies = [
  proxyView({ _id: 'us', tagId: 't1', tagName: 'work', health: { checkedAt: NOW, alive: true, latencyMs: 120, failure: null } }),
  proxyView({
    _id: 'de',
    host: '198.51.100.7',
    countryCode: 'DE',
    comment: 'shop accounts',
    health: { checkedAt: NOW, alive: false, latencyMs: null, failure: 'timeout' },
  }),
  proxyView({
    _id: 'vn',
    host: '2001:db8::5',
    httpPort: null,
    socksPort: 1081,
    countryCode: 'VN',
    ipVersion: 'ipv6',
    ipMode: 'dynamic',
    tagId: 't2',
    tagName: 'home',
    expiresAt: NOW + 2 * 3_600_000,
  }),
]
const cache: ProxyCache = { proxies, fetchedAt: NOW - 5 * MINUTE, failedAt: null, failure: null }

const rows = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.proxy')]
const rowHosts = (root: HTMLElement) => rows(root).map((row) => row.querySelector('.host')?.textContent)
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim()
const choose = (root: HTMLElement, label: string, value: string) => enter(fieldNamed(root, label), value)

describe('the popup', () => {
  beforeEach(() => fakeBrowser.reset())
  afterEach(() => vi.unstubAllGlobals())

  it('shows the product name and the connect form in Vietnamese, then in English once chosen', async () => {
    setLocale('vi', { reload: false })
    const { root, close } = await openPopup()
    expect(root.querySelector('h1')?.textContent).toBe('Cổng Proxy')
    expect(root.querySelector('h2')?.textContent).toBe('Kết nối trình duyệt này với cổng của bạn')
    expect(root.querySelector('[aria-pressed="true"]')?.textContent).toBe('Tiếng Việt')
    press(buttonNamed(root, 'English'))
    await vi.waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Proxy Portal'))
    expect(document.documentElement.lang).toBe('en')
    expect(await languageItem.getValue()).toBe('en')
    expect(buttonNamed(root, 'Connect')).toBeTruthy()
    close()
  })

  it('lists the stored proxies with what each is, and loads the list again on opening', async () => {
    setLocale('en', { reload: false })
    await connectionItem.setValue(CONNECTION)
    await proxyCacheItem.setValue(cache)
    let finish: (cache: ProxyCache) => void = () => {}
    const refresh = vi.fn(() => new Promise<ProxyCache>((resolve) => (finish = resolve)))
    const { root, close } = await openPopup(refresh)
    expect(refresh).toHaveBeenCalledOnce()
    expect(buttonNamed(root, 'Refreshing…').disabled).toBe(true)
    expect(text(root.querySelector('.status-text'))).toBe('Updated 5 minutes ago')
    expect(text(root.querySelector('.state'))).toBe('Direct, no proxy')
    expect(rowHosts(root)).toEqual(['203.0.113.10:8080', '198.51.100.7:8080', '[2001:db8::5]:1081'])

    const [us, de, vn] = rows(root)
    expect(text(us)).toContain('US · United States · IPv4 · Static')
    expect(text(us)).toContain('Expires Dec 2, 2026 · 10 days left')
    expect(text(us)).toContain('Tag: work')
    expect(text(us?.querySelector('.health'))).toBe('Working · 120 ms')
    expect(text(de?.querySelector('.health'))).toBe('Not working: timed out')
    expect(text(de)).toContain('shop accounts')
    expect(text(vn)).toContain('VN · Vietnam · IPv6 · Dynamic')
    expect(text(vn)).toContain('1 day left')
    expect(text(vn?.querySelector('.health'))).toBe('Never checked')
    expect(text(vn)).toContain('No HTTP port: the browser cannot use this proxy for HTTP.')
    expect(buttonNamed(root, 'Use proxy [2001:db8::5]:1081').disabled).toBe(true)
    expect(buttonNamed(root, 'Use proxy 203.0.113.10:8080').disabled).toBe(false)

    finish({ ...cache, fetchedAt: NOW })
    await vi.waitFor(() => expect(buttonNamed(root, 'Refresh the list').disabled).toBe(false))
    close()
  })

  it('searches and filters the list by tag and country', async () => {
    setLocale('en', { reload: false })
    await connectionItem.setValue(CONNECTION)
    await proxyCacheItem.setValue(cache)
    const { root, close } = await openPopup()
    const options = (label: string) => optionsOf(fieldNamed(root, label))
    expect(options('Tag')).toEqual(['All tags', 'home', 'work', 'Untagged'])
    expect(options('Country')).toEqual(['All countries', 'DE · Germany', 'US · United States', 'VN · Vietnam'])

    choose(root, 'Tag', 't1')
    expect(rowHosts(root)).toEqual(['203.0.113.10:8080'])
    choose(root, 'Tag', 'none')
    expect(rowHosts(root)).toEqual(['198.51.100.7:8080'])
    choose(root, 'Tag', '')
    choose(root, 'Country', 'VN')
    expect(rowHosts(root)).toEqual(['[2001:db8::5]:1081'])
    expect(text(root.querySelector('[aria-live="polite"].hint'))).toBe('1 of 3 proxies')
    choose(root, 'Country', '')
    for (const [search, hosts] of [
      ['SHOP', ['198.51.100.7:8080']],
      ['home', ['[2001:db8::5]:1081']],
      ['germany', ['198.51.100.7:8080']],
      ['203.0', ['203.0.113.10:8080']],
    ] as const) {
      choose(root, 'Search', search)
      expect(rowHosts(root)).toEqual(hosts)
    }
    choose(root, 'Search', 'nothing like it')
    expect(text(root.querySelector('.empty'))).toBe('No proxy matches the search and filters.')
    close()
  })

  it('says which list it shows when the last refresh failed', async () => {
    setLocale('en', { reload: false })
    await connectionItem.setValue(CONNECTION)
    await proxyCacheItem.setValue({ ...cache, failedAt: NOW - MINUTE, failure: 'NETWORK' })
    const { root, close } = await openPopup()
    const warning = text(root.querySelector('.status .warning'))
    expect(warning).toMatch(
      /^Could not refresh: showing the list from .+\. Could not reach the portal\. Check the address and your connection\.$/,
    )
    expect(warning).toContain(new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(cache.fetchedAt))
    expect(rows(root)).toHaveLength(3)
    close()
  })

  it('tells a revoked connection to connect again with a new code', async () => {
    setLocale('en', { reload: false })
    await connectionItem.setValue(CONNECTION)
    await proxyCacheItem.setValue({ proxies: [], fetchedAt: 0, failedAt: NOW - MINUTE, failure: 'INVALID_TOKEN' })
    const { root, close } = await openPopup()
    expect(text(root.querySelector('.status .warning'))).toBe(
      'Could not load the list. The portal no longer accepts this browser’s connection: disconnect in Settings and connect again with a new code.',
    )
    expect(text(root.querySelector('.status-text'))).not.toContain('Updated')
    // Once the refresh made on opening is over (it loads while it runs).
    await vi.waitFor(() => expect(text(root.querySelector('.empty'))).toBe('The list could not be loaded. Refresh it to try again.'))
    close()
  })

  it('shows the proxy in use with a button back to direct', async () => {
    setLocale('en', { reload: false })
    await connectionItem.setValue(CONNECTION)
    await proxyCacheItem.setValue(cache)
    await activeItem.setValue({
      id: 'us',
      host: '203.0.113.10',
      port: 8080,
      username: 'alice',
      password: 'Secret12345',
      countryCode: 'US',
      since: NOW - MINUTE,
    })
    const { root, close } = await openPopup()
    const state = text(root.querySelector('.state'))
    expect(state).toContain('Through a proxy')
    expect(state).toContain('US · United States')
    expect(state).toContain(`203.0.113.10:8080 · since ${new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(NOW - MINUTE)}`)
    expect(text(rows(root)[0]?.querySelector('.active'))).toBe('In use here')
    press(buttonNamed(root, 'Direct'))
    await vi.waitFor(async () => expect(await activeItem.getValue()).toBeNull())
    await settle()
    expect(text(root.querySelector('.state'))).toBe('Direct, no proxy')
    expect(text(root.querySelector('[role="status"].toast'))).toBe('The browser now connects directly')
    close()
  })
})
