import { describe, expect, it } from 'vitest'
import { parseAuthIps } from './auth-ips'

describe('the auth-IP rule', () => {
  it('takes one IPv4 per line, trimmed, blank lines and repeats ignored', () => {
    expect(parseAuthIps(' 1.2.3.4 \n\n5.6.7.8\r\n1.2.3.4\n', [])).toEqual({ ok: true, value: ['1.2.3.4', '5.6.7.8'] })
    expect(parseAuthIps('0.0.0.0\n255.255.255.255\n10.0.0.1', [])).toEqual({
      ok: true,
      value: ['0.0.0.0', '255.255.255.255', '10.0.0.1'],
    })
  })

  it.each([
    ['an empty list', ''],
    ['only blank lines', '\n  \n'],
    ['more than 3', '1.1.1.1\n2.2.2.2\n3.3.3.3\n4.4.4.4'],
    ['an IPv6 line', '1.2.3.4\n2001:db8::1'],
    ['two on one line', '1.2.3.4, 5.6.7.8'],
    ['two on one line with a space', '1.2.3.4 5.6.7.8'],
    ['a number out of range', '1.2.3.256'],
    ['a leading zero', '01.2.3.4'],
    ['three parts', '1.2.3'],
    ['a CIDR range', '1.2.3.0/24'],
    ['a host name', 'example.com'],
  ])('refuses %s with INVALID_IP', (_name, text) => {
    expect(parseAuthIps(text, [])).toEqual({ ok: false, code: 'INVALID_IP' })
  })

  it('refuses the old list again, in any order, with SAME_OLD_AUTH_IP', () => {
    expect(parseAuthIps('5.6.7.8\n1.2.3.4', ['1.2.3.4', '5.6.7.8'])).toEqual({ ok: false, code: 'SAME_OLD_AUTH_IP' })
    expect(parseAuthIps('1.2.3.4', ['1.2.3.4', '5.6.7.8'])).toEqual({ ok: true, value: ['1.2.3.4'] })
    expect(parseAuthIps('1.2.3.4\n9.9.9.9', ['1.2.3.4'])).toEqual({ ok: true, value: ['1.2.3.4', '9.9.9.9'] })
  })
})
