import { describe, expect, it } from 'vitest'
import { readPastedLine, readPastedList } from './proxy-input'

const proxy = { host: '203.0.113.7', port: 8080, username: 'user1', password: 'Pass2026' }

describe('pasted proxy lines', () => {
  it('reads the three notations', () => {
    expect(readPastedLine('203.0.113.7:8080:user1:Pass2026')).toEqual(proxy)
    expect(readPastedLine('user1:Pass2026@203.0.113.7:8080')).toEqual(proxy)
    expect(readPastedLine('socks5://user1:Pass2026@203.0.113.7:8080')).toEqual(proxy)
    expect(readPastedLine('http://user1:Pass2026@203.0.113.7:8080/')).toEqual(proxy)
  })

  it('decodes URL credentials, keeps ":" and "@" in a colon-form password, and reads names and IPv6', () => {
    expect(readPastedLine('http://us%40er:p%3Ass@Proxy.Example.com:3128')).toEqual({
      host: 'proxy.example.com',
      port: 3128,
      username: 'us@er',
      password: 'p:ss',
    })
    expect(readPastedLine('203.0.113.7:8080:user1:a:b@c')).toEqual({ ...proxy, password: 'a:b@c' })
    expect(readPastedLine('[2001:DB8::1]:1080:u:p')).toEqual({ host: '2001:db8::1', port: 1080, username: 'u', password: 'p' })
    expect(readPastedLine('u:p@[2001:db8::1]:1080')).toEqual({ host: '2001:db8::1', port: 1080, username: 'u', password: 'p' })
  })

  it('refuses lines without a login, a host or a good port', () => {
    for (const line of [
      '203.0.113.7:8080',
      '203.0.113.7:8080:user1',
      '203.0.113.7:0:u:p',
      '203.0.113.7:70000:u:p',
      '999.0.113.7:8080:u:p',
      'u:p@203.0.113.7',
      'u:p@203.0.113.7:8080:extra',
      'socks5://203.0.113.7:8080',
      'http://u:%E0@203.0.113.7:80',
      '[2001:db8::1:1080:u:p',
    ]) {
      expect(readPastedLine(line), line).toBeNull()
    }
  })

  it('numbers bad lines as an editor does, skipping blank and comment lines', () => {
    const list = readPastedList('# mine\n203.0.113.7:8080:user1:Pass2026\n\nnot a proxy\r\nuser1:Pass2026@203.0.113.7:8080\n203.0.113.7')
    expect(list.proxies).toEqual([proxy, proxy])
    expect(list.invalidLines).toEqual([4, 6])
  })
})
