import { describe, expect, it } from 'vitest'
import { createAuthGuard } from './auth-guard'
import { activeProxy } from './testing/proxy-fixtures'

const challenge = (over: object = {}) => ({
  requestId: 'r1',
  isProxy: true,
  challenger: { host: '203.0.113.7', port: 8080 },
  statusLine: 'HTTP/1.1 407 Proxy Authentication Required',
  ...over,
})

describe('the proxy login guard', () => {
  it('answers the active proxy with its login on the first challenge', () => {
    const guard = createAuthGuard()
    expect(guard.answer(challenge(), activeProxy(), 5_000)).toEqual({
      response: { authCredentials: { username: 'user1', password: 'secret1234' } },
      problem: null,
    })
  })

  it('cancels the second challenge of the same request (login refused) and reports it, without a prompt', () => {
    const guard = createAuthGuard()
    guard.answer(challenge(), activeProxy(), 5_000)
    expect(guard.answer(challenge(), activeProxy(), 6_000)).toEqual({
      response: { cancel: true },
      problem: { kind: 'auth_failed', proxyId: 'p1', at: 6_000, detail: 'HTTP/1.1 407 Proxy Authentication Required' },
    })
    // Another request is a new try: the login may have been fixed meanwhile.
    expect(guard.answer(challenge({ requestId: 'r2' }), activeProxy(), 7_000).response).toHaveProperty('authCredentials')
  })

  it('leaves site logins (WWW-Authenticate) to the page', () => {
    const guard = createAuthGuard()
    expect(guard.answer(challenge({ isProxy: false }), activeProxy(), 5_000)).toEqual({ response: {}, problem: null })
    expect(guard.answer(challenge({ isProxy: false }), activeProxy(), 5_000)).toEqual({ response: {}, problem: null })
  })

  it("never gives the login to another proxy's challenge, nor when the browser is direct", () => {
    const guard = createAuthGuard()
    expect(guard.answer(challenge({ challenger: { host: '198.51.100.1', port: 8080 } }), activeProxy(), 5_000).response).toEqual({})
    expect(
      guard.answer(challenge({ requestId: 'r2', challenger: { host: '203.0.113.7', port: 3128 } }), activeProxy(), 5_000).response,
    ).toEqual({})
    expect(guard.answer(challenge({ requestId: 'r3' }), null, 5_000).response).toEqual({})
  })

  it('recognises an IPv6 proxy whether or not the challenger is written in brackets', () => {
    const guard = createAuthGuard()
    const active = activeProxy({ host: '2001:DB8::7' })
    expect(guard.answer(challenge({ challenger: { host: '[2001:db8::7]', port: 8080 } }), active, 5_000).response).toHaveProperty(
      'authCredentials',
    )
  })

  it('forgets finished requests and keeps at most its limit of unfinished ones', () => {
    const guard = createAuthGuard(3)
    guard.answer(challenge(), activeProxy(), 5_000)
    guard.answer(challenge(), activeProxy(), 5_000)
    expect(guard.finished('r1')).toBe(true)
    expect(guard.finished('r1')).toBe(false)
    for (const id of ['a', 'b', 'c', 'd', 'e']) guard.answer(challenge({ requestId: id }), activeProxy(), 5_000)
    expect(guard.tracked).toBe(3)
    expect(guard.answer(challenge({ requestId: 'e' }), activeProxy(), 5_000).response).toEqual({ cancel: true })
  })
})
