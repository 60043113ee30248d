import ipaddr from 'ipaddr.js'
import { describe, expect, it } from 'vitest'
import { exitInPrefix } from './ipv6-exit'

const inPrefix = (address: string, prefix: string) => ipaddr.IPv6.parse(address).match(ipaddr.IPv6.parseCIDR(prefix))

describe('an IPv6 exit drawn from a prefix', () => {
  it('keeps the prefix bits and takes the host bits from the random bytes', () => {
    const random = new Uint8Array(16).fill(0xab)
    expect(exitInPrefix('fd00:7696::/64', random)).toBe('fd00:7696::abab:abab:abab:abab')
    expect(exitInPrefix('2001:db8:84::/48', random)).toBe('2001:db8:84:abab:abab:abab:abab:abab')
    // A prefix not on a byte boundary keeps its own bits of the shared byte.
    const odd = exitInPrefix('2001:db8:8000::/33', new Uint8Array(16).fill(0xff))
    expect(odd).toBe('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff')
    expect(inPrefix(odd, '2001:db8:8000::/33')).toBe(true)
  })

  it('never answers the network address itself', () => {
    expect(exitInPrefix('fd00:7696::/64', new Uint8Array(16))).toBe('fd00:7696::1')
  })

  it('draws different addresses, all inside the prefix', () => {
    const drawn = Array.from({ length: 200 }, () => exitInPrefix('fd00:7696::/64', crypto.getRandomValues(new Uint8Array(16))))
    expect(new Set(drawn).size).toBe(200)
    expect(drawn.every((address) => inPrefix(address, 'fd00:7696::/64'))).toBe(true)
  })
})
