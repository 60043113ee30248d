import { describe, expect, it } from 'vitest'
import { endpointOf, parseProxyLines, readProxyLine } from './proxy-lines'

const proxy = (host: string, port: number, username: string, password: string) => ({ ok: true, proxy: { host, port, username, password } })
const problem = (name: string) => ({ ok: false, problem: name })

describe('reading one proxy line', () => {
  it.each([
    ['203.0.113.7:8080:alice:s3cret', 'http', proxy('203.0.113.7', 8080, 'alice', 's3cret')],
    ['203.0.113.7:8080:alice:pa:ss', 'http', proxy('203.0.113.7', 8080, 'alice', 'pa:ss')],
    ['203.0.113.7:8080:alice:p@ss', 'http', proxy('203.0.113.7', 8080, 'alice', 'p@ss')],
    ['alice:s3cret@203.0.113.7:3128', 'http', proxy('203.0.113.7', 3128, 'alice', 's3cret')],
    ['alice:12:34@gw.example.com:80', 'http', proxy('gw.example.com', 80, 'alice', '12:34')],
    ['http://alice:s3cret@203.0.113.7:3128', 'http', proxy('203.0.113.7', 3128, 'alice', 's3cret')],
    ['HTTP://alice:s3cret@Proxy.Example.COM:3128/', 'http', proxy('proxy.example.com', 3128, 'alice', 's3cret')],
    ['https://alice:s3cret@203.0.113.7:443', 'http', proxy('203.0.113.7', 443, 'alice', 's3cret')],
    ['socks5://bob:p%40ss%3Aw0rd@198.51.100.20:1080', 'socks5', proxy('198.51.100.20', 1080, 'bob', 'p@ss:w0rd')],
    ['socks5h://bob:pw@node-1.example.net:1080', 'socks5', proxy('node-1.example.net', 1080, 'bob', 'pw')],
    ['socks5://bob:pw@[2001:DB8::1]:1080', 'socks5', proxy('2001:db8::1', 1080, 'bob', 'pw')],
    ['[2001:db8:0:0::a]:8080:u:p', 'http', proxy('2001:db8::a', 8080, 'u', 'p')],
    ['u:p@[2001:db8::ffff:192.0.2.1]:8080', 'http', proxy('2001:db8::ffff:c000:201', 8080, 'u', 'p')],
    ['u:p@[::1]:65535', 'http', proxy('::1', 65535, 'u', 'p')],
  ])('%s as %s', (line, protocol, expected) => {
    expect(readProxyLine(line, protocol as 'http' | 'socks5')).toEqual(expected)
  })

  it.each([
    ['203.0.113.7', 'format'],
    ['just some words', 'format'],
    ['203.0.113.7:8080', 'credentials'],
    ['203.0.113.7:8080:alice', 'credentials'],
    ['203.0.113.7:8080::secret', 'credentials'],
    ['203.0.113.7:8080:al ice:secret', 'credentials'],
    ['http://203.0.113.7:8080', 'credentials'],
    ['http://alice@203.0.113.7:8080', 'credentials'],
    ['http://alice:%E0%A4%A@203.0.113.7:8080', 'credentials'],
    ['203.0.113.256:8080:u:p', 'host'],
    ['203.0.113:8080:u:p', 'host'],
    ['2001:db8::1:8080:u:p', 'host'],
    ['[2001:db8::g]:8080:u:p', 'host'],
    ['[2001:db8::1:8080:u:p', 'format'],
    ['bad_host.example:8080:u:p', 'host'],
    ['203.0.113.7:0:u:p', 'port'],
    ['203.0.113.7:65536:u:p', 'port'],
    ['203.0.113.7:80a:u:p', 'port'],
    ['u:p@203.0.113.7', 'port'],
    ['u:p@203.0.113.7:80:extra', 'format'],
    ['socks5://u:p@203.0.113.7:1080', 'scheme'],
    ['ftp://u:p@203.0.113.7:21', 'scheme'],
    [`203.0.113.7:8080:u:${'p'.repeat(1000)}`, 'format'],
  ])('%s is refused: %s', (line, expected) => {
    expect(readProxyLine(line, 'http')).toEqual(problem(expected))
  })
})

describe('reading a list', () => {
  it('skips blank and comment lines, numbers lines as an editor does, and reports each bad line', () => {
    const text = [
      '# imported 2026-11-20',
      '203.0.113.1:8000:u1:p1',
      '',
      '   socks5://u2:p2@203.0.113.2:1080   ',
      'http://u3:p3@203.0.113.3:8000\r',
      'nonsense',
      '203.0.113.4:99999:u:p',
    ].join('\n')
    expect(parseProxyLines(text, 'http')).toEqual({
      proxies: [
        { line: 2, host: '203.0.113.1', port: 8000, username: 'u1', password: 'p1' },
        { line: 5, host: '203.0.113.3', port: 8000, username: 'u3', password: 'p3' },
      ],
      errors: [
        { line: 4, message: 'scheme' },
        { line: 6, message: 'format' },
        { line: 7, message: 'port' },
      ],
    })
  })

  it('names endpoints with IPv6 in brackets', () => {
    expect(endpointOf('203.0.113.1', 80)).toBe('203.0.113.1:80')
    expect(endpointOf('2001:db8::1', 80)).toBe('[2001:db8::1]:80')
  })
})
