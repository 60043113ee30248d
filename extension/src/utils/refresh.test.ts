import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { REFRESH_ALARM, REFRESH_MINUTES, refreshProxies, scheduleRefresh } from './refresh'
import { activeItem, connectionItem, proxyCacheItem } from './state'
import { activeProxy, boughtProxy, listResponse, PORTAL } from './testing/proxy-fixtures'

describe('the proxy list refresh', () => {
  beforeEach(() => {
    fakeBrowser.reset()
    vi.useFakeTimers({ toFake: ['Date'], now: 50_000 })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is nothing when not connected', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    expect(await refreshProxies()).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    expect(await proxyCacheItem.getValue()).toBeNull()
  })

  it('fetches the list from the portal with the token and stores it', async () => {
    const fetch = vi.fn(async () => listResponse([boughtProxy()]))
    vi.stubGlobal('fetch', fetch)
    await connectionItem.setValue(PORTAL)
    const cache = await refreshProxies()
    expect(cache).toEqual({ proxies: [boughtProxy()], fetchedAt: 50_000, failedAt: null, failure: null })
    expect(await proxyCacheItem.getValue()).toEqual(cache)
    // Through the contract's typed client: the list route, the token, no cookie, no HTTP cache.
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://portal.example/api/bought-proxy/list?status=using&limit=100&page=1')
    expect({ method: init.method, credentials: init.credentials, cache: init.cache }).toEqual({
      method: 'GET',
      credentials: 'omit',
      cache: 'no-store',
    })
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${PORTAL.token}`)
  })

  it('keeps the last good list when the portal fails, noting when and why', async () => {
    await connectionItem.setValue(PORTAL)
    await proxyCacheItem.setValue({ proxies: [boughtProxy()], fetchedAt: 10_000, failedAt: null, failure: null })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await refreshProxies()).toEqual({ proxies: [boughtProxy()], fetchedAt: 10_000, failedAt: 50_000, failure: 'NETWORK' })

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'INVALID_TOKEN' }), { status: 401 })),
    )
    expect(await proxyCacheItem.getValue()).toMatchObject({ proxies: [boughtProxy()], failure: 'NETWORK' })
    expect(await refreshProxies()).toMatchObject({ proxies: [boughtProxy()], fetchedAt: 10_000, failure: 'INVALID_TOKEN' })
  })

  it('notes a failure even before any list was fetched (fetchedAt 0)', async () => {
    await connectionItem.setValue(PORTAL)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await refreshProxies()).toEqual({ proxies: [], fetchedAt: 0, failedAt: 50_000, failure: 'NETWORK' })
  })

  it('moves the active snapshot to what the portal now lists for it (new password, new address)', async () => {
    await connectionItem.setValue(PORTAL)
    await activeItem.setValue(activeProxy())
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => listResponse([boughtProxy({ host: '198.51.100.4', httpPort: 8888, password: 'changed12345' })])),
    )
    await refreshProxies()
    expect(await activeItem.getValue()).toEqual(activeProxy({ host: '198.51.100.4', port: 8888, password: 'changed12345' }))
  })

  it('runs on an alarm every 15 minutes, created once so waking the worker does not push it back', async () => {
    await scheduleRefresh()
    const first = await fakeBrowser.alarms.get(REFRESH_ALARM)
    expect(first).toMatchObject({ periodInMinutes: REFRESH_MINUTES, scheduledTime: 50_000 + 15 * 60_000 })
    vi.setSystemTime(200_000)
    await scheduleRefresh()
    expect(await fakeBrowser.alarms.get(REFRESH_ALARM)).toEqual(first)
  })
})
