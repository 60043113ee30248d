import { describe, expect, it } from 'vitest'
import { proxyLine, proxyLines } from './proxy-lines'

const proxy = {
  _id: 'p1',
  host: '203.0.113.7',
  httpPort: 8080,
  socksPort: 1080,
  username: 'u1',
  password: 'secret',
  countryCode: 'VN',
  status: 'using' as const,
  expiresAt: 0,
}

describe('proxy lines', () => {
  it('writes ip:port:user:pass with the HTTP port, else the SOCKS5 port', () => {
    expect(proxyLine(proxy)).toBe('203.0.113.7:8080:u1:secret')
    expect(proxyLine({ ...proxy, httpPort: null })).toBe('203.0.113.7:1080:u1:secret')
    expect(proxyLines([proxy, { ...proxy, host: '203.0.113.8' }])).toBe('203.0.113.7:8080:u1:secret\n203.0.113.8:8080:u1:secret')
  })
})
