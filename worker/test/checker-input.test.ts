import { describe, expect, it } from 'vitest'
import { socksAddress } from '../src/checker/socks5'
import { MAX_CHECK_LINES, readCheckLine } from '../src/contract/checker'
import { validationOf } from './accounts'
import { checkCall, checkLines, lineOf, servers } from './checker-fixtures'
import { customer } from './order-fixtures'

describe('the check list format', () => {
  it('reads every accepted form: open, colon, at, URL schemes, IPv6 in brackets, names', () => {
    const login = { username: 'u', password: 'p:w' }
    expect(readCheckLine('203.0.113.7:8080')).toEqual({ host: '203.0.113.7', port: 8080, login: null, scheme: null })
    expect(readCheckLine('203.0.113.7:8080:u:p:w')).toEqual({ host: '203.0.113.7', port: 8080, login, scheme: null })
    expect(readCheckLine('u:p:w@203.0.113.7:8080')).toEqual({ host: '203.0.113.7', port: 8080, login, scheme: null })
    expect(readCheckLine('socks5://u:p%3Aw@[2001:DB8::1]:1080')).toEqual({ host: '2001:db8::1', port: 1080, login, scheme: 'socks5' })
    expect(readCheckLine('https://proxy.example.net:3128/')).toEqual({ host: 'proxy.example.net', port: 3128, login: null, scheme: 'http' })
    expect(readCheckLine('[2001:db8::2]:3128')).toMatchObject({ host: '2001:db8::2', port: 3128, login: null })
  })

  it('reads half a login, a missing host or port, and unknown schemes as nothing', () => {
    for (const line of [
      '203.0.113.7:8080:user',
      'user@203.0.113.7:8080',
      '203.0.113.7:8080:user:',
      ':pass@203.0.113.7:8080',
      '203.0.113.7',
      ':8080',
      '203.0.113.7:',
      '203.0.113.7:99999',
      'socks4://203.0.113.7:1080',
      'http://user@203.0.113.7:8080',
      '[2001:db8::1:1080',
    ]) {
      expect(readCheckLine(line), line).toBeNull()
    }
  })
})

describe('SOCKS5 target addresses (RFC 1928 ATYP and DST.ADDR)', () => {
  it('writes IPv4 as 4 bytes, IPv6 as 16 and a name with its length', () => {
    expect(socksAddress('203.0.113.7')).toEqual([0x01, 203, 0, 113, 7])
    expect(socksAddress('2001:db8::1')).toEqual([0x04, 0x20, 0x01, 0x0d, 0xb8, ...Array(11).fill(0), 1])
    expect(socksAddress('::1')).toEqual([0x04, ...Array(15).fill(0), 1])
    expect(socksAddress('fe80::1:2:0')).toEqual([0x04, 0xfe, 0x80, ...Array(8).fill(0), 0, 1, 0, 2, 0, 0])
    expect(socksAddress('ip.example')).toEqual([0x03, 10, ...new TextEncoder().encode('ip.example')])
  })
})

describe('POST /api/proxy/check-proxy refusals', () => {
  it('refuses the whole check when any line is unreadable, naming each bad line by its number', async () => {
    const who = await customer('checker-format')
    const proxies = [
      '',
      lineOf(servers.squidPorts[0] ?? 0),
      '203.0.113.7:8080:user',
      '# a comment',
      'user@203.0.113.7:8080',
      '203.0.113.9',
    ].join('\n')
    expect(await validationOf(checkCall(who.token, { proxies }))).toEqual({
      'proxies.3': 'proxyCheckFormat',
      'proxies.5': 'proxyCheckFormat',
      'proxies.6': 'proxyCheckFormat',
    })
  })

  it('refuses an empty list, more than 500 proxies and an unknown protocol', async () => {
    const who = await customer('checker-limits')
    expect(await validationOf(checkCall(who.token, { proxies: ' \n\n' }))).toEqual({ proxies: 'fieldIsEmpty' })
    const many = Array.from({ length: MAX_CHECK_LINES + 1 }, (_, at) => `203.0.113.${at % 250}:${1000 + at}`).join('\n')
    expect(await validationOf(checkCall(who.token, { proxies: many }))).toEqual({ proxies: 'tooLong' })
    expect(await validationOf(checkCall(who.token, { proxies: '203.0.113.7:80', protocol: 'socks4' }))).toEqual({
      protocol: 'invalidValue',
    })
    expect(await validationOf(checkCall(who.token, {}))).toEqual({ proxies: 'fieldIsEmpty' })
  })

  it('checks exactly 500 lines, blank lines and comments aside', async () => {
    const who = await customer('checker-500')
    const lines = Array.from({ length: MAX_CHECK_LINES }, () => `127.0.0.1:${servers.closedPort}`)
    const results = await checkLines(who.token, `# closed ports\n\n${lines.join('\n')}\n`)
    expect(results).toHaveLength(MAX_CHECK_LINES)
    expect(results[0]).toMatchObject({ index: 0, line: 3, alive: false, failure: 'refused' })
    expect(results.every((result) => result.failure === 'refused')).toBe(true)
  })
})
