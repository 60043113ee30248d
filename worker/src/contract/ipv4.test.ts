import { describe, expect, it } from 'vitest'
import { isIpv4, isLocalIpv4 } from './ipv4'

describe('IPv4 addresses', () => {
  it('knows an IPv4 address', () => {
    expect(isIpv4('192.168.0.1')).toBe(true)
    expect(isIpv4('192.168.0.1 ')).toBe(false)
    expect(isIpv4('::ffff:192.168.0.1')).toBe(false)
    expect(isIpv4('01.2.3.4')).toBe(false)
  })

  it('tells the addresses no proxy node sees a customer come from, at the edges of each range', () => {
    const local = ['0.1.2.3', '10.0.0.1', '10.255.255.255', '100.64.0.1', '100.127.255.254', '127.0.0.1', '169.254.1.1']
    const alsoLocal = ['172.16.0.1', '172.31.255.255', '192.168.0.1', '192.168.255.255']
    for (const ip of [...local, ...alsoLocal]) expect(isLocalIpv4(ip), ip).toBe(true)
    const publicIps = ['1.2.3.4', '9.255.255.255', '11.0.0.1', '100.63.255.255', '100.128.0.1', '126.255.255.255', '128.0.0.1']
    const alsoPublic = ['169.253.1.1', '172.15.255.255', '172.32.0.1', '192.167.1.1', '192.169.0.1', '203.0.113.7']
    for (const ip of [...publicIps, ...alsoPublic]) expect(isLocalIpv4(ip), ip).toBe(false)
    expect(isLocalIpv4('not an ip')).toBe(false)
    expect(isLocalIpv4('::1')).toBe(false)
  })
})
