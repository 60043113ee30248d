import { describe, expect, it } from 'vitest'
import { same } from '../src/access/authorize.ts'
import { endToEnd, requestHead } from '../src/serve/hop-headers.ts'
import { loginOf } from '../src/serve/proxy-login.ts'

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`

describe("what a forwarded request's head keeps", () => {
  it('drops hop-by-hop headers and those its Connection names, keeps one Host, and reads the login and body', () => {
    const head = requestHead([
      'Host',
      'site.test',
      'Proxy-Authorization',
      basic('ann:secret'),
      'Connection',
      'keep-alive, X-Trace',
      'X-Trace',
      '1',
      'Host',
      'other.test',
      'Accept',
      '*/*',
      'Content-Length',
      '3',
    ])
    expect(head).toEqual({
      headers: ['Host', 'site.test', 'Accept', '*/*', 'Content-Length', '3'],
      authorization: basic('ann:secret'),
      hasBody: true,
    })
    expect(requestHead(['Host', 'site.test', 'Transfer-Encoding', 'chunked']).hasBody).toBe(true)
    expect(requestHead(['Host', 'site.test']).hasBody).toBe(false)
  })

  it("passes a target's answer on without its hop-by-hop headers, and without invalid ones when strict", () => {
    const raw = ['Content-Type', 'text/plain', 'Keep-Alive', 'timeout=5', 'Transfer-Encoding', 'chunked', 'X-Bad', 'a\u0001b'].map((text) =>
      Buffer.from(text, 'latin1'),
    )
    expect(endToEnd(raw, false)).toEqual(['Content-Type', 'text/plain', 'X-Bad', 'a\u0001b'])
    expect(endToEnd(raw, true)).toEqual(['Content-Type', 'text/plain'])
  })
})

describe('a proxy login', () => {
  it('is read from Basic only, the same each time a client sends it', () => {
    expect(loginOf(basic('ann:pa:ss'))).toEqual({ username: 'ann', password: 'pa:ss' })
    expect(loginOf(basic('ann:pa:ss'))).toBe(loginOf(basic('ann:pa:ss')))
    expect(loginOf(undefined)).toBeNull()
    expect(loginOf('Bearer abc')).toBeUndefined()
    expect(loginOf(basic('no-colon'))).toBeUndefined()
    const long = `ann:${'p'.repeat(400)}`
    expect(loginOf(basic(long))).toEqual({ username: 'ann', password: 'p'.repeat(400) })
  })

  it('matches a password only when every character is the same', () => {
    expect(same('Secret-2026', 'Secret-2026')).toBe(true)
    expect(same('Secret-2025', 'Secret-2026')).toBe(false)
    expect(same('Secret-202', 'Secret-2026')).toBe(false)
    expect(same('Secret-20266', 'Secret-2026')).toBe(false)
    expect(same('', '')).toBe(true)
    expect(same('mật-khẩu', 'mật-khẩu')).toBe(true)
  })
})
