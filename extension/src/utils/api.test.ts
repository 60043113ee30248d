import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLocale } from '../paraglide/runtime'
import { changeIp, checkProxy, fetchMyIp, fetchProxies, revokeSelf, setAuthIps } from './api'
import { errorText } from './error-text'
import { boughtProxy, PORTAL } from './testing/proxy-fixtures'

/** Answers every request with `status` and `body` (a string is sent as it is), remembering each call. */
function portalAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: string, _init: RequestInit) =>
    typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const callOf = (fetch: ReturnType<typeof portalAnswering>, at = 0) => {
  const [url, init] = fetch.mock.calls[at] ?? []
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined }
}

describe('the extension’s calls to the portal', () => {
  beforeEach(() => setLocale('en', { reload: false }))
  afterEach(() => vi.unstubAllGlobals())

  it('go to the contract’s routes with the bodies the portal reads', async () => {
    const fetch = portalAnswering(200, { updated: 1 })
    await setAuthIps(PORTAL, 'p1', ['192.0.2.1', '198.51.100.20'])
    await changeIp(PORTAL, 'p1')
    await checkProxy(PORTAL, 'p1')
    await fetchMyIp(PORTAL)
    await revokeSelf(PORTAL)
    const api = 'https://portal.example/api'
    expect(fetch.mock.calls.map((_, at) => callOf(fetch, at))).toEqual([
      { url: `${api}/bought-proxy/auth-ip`, method: 'PUT', body: { listBoughtProxyId: ['p1'], authIp: '192.0.2.1\n198.51.100.20' } },
      { url: `${api}/bought-proxy/change-ip`, method: 'POST', body: { listBoughtProxyId: ['p1'] } },
      { url: `${api}/bought-proxy/check`, method: 'POST', body: { listBoughtProxyId: ['p1'] } },
      { url: `${api}/user/my-ip`, method: 'GET', body: undefined },
      { url: `${api}/user/extension-token/self`, method: 'DELETE', body: undefined },
    ])
  })

  it('read every page of the list', async () => {
    const pages = [[boughtProxy({ _id: 'a' })], [boughtProxy({ _id: 'b' })]]
    const fetch = vi.fn(async (url: string) => Response.json({ data: pages[Number(new URL(url).searchParams.get('page')) - 1], total: 2 }))
    vi.stubGlobal('fetch', fetch)
    const answer = await fetchProxies(PORTAL)
    expect(answer.ok && answer.value.map((proxy) => proxy._id)).toEqual(['a', 'b'])
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('answer the catalogue code the portal gave, checked: anything outside the catalogue is UNKNOW_ERROR', async () => {
    portalAnswering(400, { message: 'RESET_TOO_FAST' })
    expect(await changeIp(PORTAL, 'p1')).toEqual({ ok: false, code: 'RESET_TOO_FAST' })
    portalAnswering(400, { message: 'SOMETHING_NEW' })
    expect(await changeIp(PORTAL, 'p1')).toEqual({ ok: false, code: 'UNKNOW_ERROR' })
    portalAnswering(502, '<html>Bad gateway</html>')
    expect(await fetchProxies(PORTAL)).toEqual({ ok: false, code: 'UNKNOW_ERROR' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await fetchMyIp(PORTAL)).toEqual({ ok: false, code: 'NETWORK' })
  })
})

describe('error texts', () => {
  it('are the portal’s catalogue texts, in the chosen language', () => {
    setLocale('en', { reload: false })
    expect(errorText('RESET_TOO_FAST')).toBe('Change IP too fast')
    expect(errorText('NETWORK')).toBe('Could not reach the portal. Check the address and your connection.')
    setLocale('vi', { reload: false })
    expect(errorText('RESET_TOO_FAST')).toBe('Đổi IP quá nhanh')
  })

  it('read a code outside the catalogue as the unknown error', () => {
    setLocale('en', { reload: false })
    expect(errorText('SOMETHING_NEW')).toBe(errorText('UNKNOW_ERROR'))
    expect(errorText('toString')).toBe(errorText('UNKNOW_ERROR'))
  })
})
