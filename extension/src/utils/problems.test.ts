import { describe, expect, it } from 'vitest'
import { isStaleProblem, problemOfError, problemOfProxyError, wentThroughProxy } from './problems'
import { activeProxy } from './testing/proxy-fixtures'

const failed = (error: string, type = 'main_frame') => ({ error, type, url: 'https://example.com/page' })

describe('proxy problems', () => {
  it.each([
    ['net::ERR_PROXY_CONNECTION_FAILED', 'unreachable'],
    ['net::ERR_TUNNEL_CONNECTION_FAILED', 'unreachable'],
    ['net::ERR_PROXY_AUTH_UNSUPPORTED', 'auth_failed'],
    ['NS_ERROR_PROXY_CONNECTION_REFUSED', 'unreachable'],
    ['NS_ERROR_UNKNOWN_PROXY_HOST', 'unreachable'],
    ['NS_ERROR_PROXY_AUTHENTICATION_FAILED', 'auth_failed'],
  ])('reads %s as %s, with the error and the site as detail', (error, kind) => {
    expect(problemOfError(failed(error), activeProxy(), 9_000)).toEqual({ kind, proxyId: 'p1', at: 9_000, detail: `${error} example.com` })
  })

  it('ignores errors that are not about the proxy, sub-resources, and anything while direct', () => {
    expect(problemOfError(failed('net::ERR_NAME_NOT_RESOLVED'), activeProxy(), 9_000)).toBeNull()
    expect(problemOfError(failed('net::ERR_ABORTED'), activeProxy(), 9_000)).toBeNull()
    expect(problemOfError(failed('net::ERR_PROXY_CONNECTION_FAILED', 'image'), activeProxy(), 9_000)).toBeNull()
    expect(problemOfError(failed('net::ERR_PROXY_CONNECTION_FAILED'), null, 9_000)).toBeNull()
    expect(problemOfError(failed('net::ERR_PROXY_CONNECTION_FAILED', 'xmlhttprequest'), activeProxy(), 9_000)).not.toBeNull()
  })

  it("reads Chrome's proxy errors (a PAC fallback to direct included)", () => {
    expect(problemOfProxyError({ error: 'net::ERR_PROXY_CONNECTION_FAILED', details: '' }, activeProxy(), 9_000)).toEqual({
      kind: 'unreachable',
      proxyId: 'p1',
      at: 9_000,
      detail: 'net::ERR_PROXY_CONNECTION_FAILED',
    })
    expect(problemOfProxyError({ error: 'net::ERR_PROXY_CONNECTION_FAILED' }, null, 9_000)).toBeNull()
  })

  it("does not take Chrome's tunnel error after a refused login for an unreachable proxy (measured in Chromium)", () => {
    expect(problemOfProxyError({ error: 'net::ERR_TUNNEL_CONNECTION_FAILED', details: '' }, activeProxy(), 9_000)).toBeNull()
  })

  it('belongs to one use of one proxy', () => {
    const problem = { kind: 'unreachable' as const, proxyId: 'p1', at: 2_000, detail: '' }
    expect(isStaleProblem(problem, activeProxy({ since: 1_000 }))).toBe(false)
    expect(isStaleProblem(problem, activeProxy({ since: 3_000 }))).toBe(true)
    expect(isStaleProblem(problem, activeProxy({ id: 'p2' }))).toBe(true)
    expect(isStaleProblem(problem, null)).toBe(true)
  })

  it('knows a request went through the proxy from Firefox proxyInfo or the address Chrome connected to', () => {
    expect(wentThroughProxy({ proxyInfo: { host: '203.0.113.7', port: 8080 } }, activeProxy())).toBe(true)
    expect(wentThroughProxy({ proxyInfo: { host: '203.0.113.7', port: 3128 } }, activeProxy())).toBe(false)
    // Firefox, direct to a site on the proxy's own address (measured: it still reports that ip).
    expect(wentThroughProxy({ proxyInfo: null, ip: '203.0.113.7' }, activeProxy())).toBe(false)
    expect(wentThroughProxy({ ip: '203.0.113.7' }, activeProxy())).toBe(true)
    expect(wentThroughProxy({ ip: '93.184.215.14' }, activeProxy())).toBe(false)
    expect(wentThroughProxy({}, activeProxy())).toBe(false)
  })
})
