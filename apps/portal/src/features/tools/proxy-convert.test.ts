import { isValidTemplate } from '@proxy-portal/worker/contract/export-formats'
import { describe, expect, it } from 'vitest'
import { convertProxies } from './proxy-convert'
import { readPastedList } from './proxy-input'

const { proxies } = readPastedList('203.0.113.7:8080:user1:Pass2026\nus,er:p"w@[2001:db8::1]:1080')

describe('the proxy format converter', () => {
  it('writes line formats, URLs with encoded credentials and IPv6 in brackets', () => {
    expect(convertProxies(proxies, { format: 'at' })).toBe('user1:Pass2026@203.0.113.7:8080\nus,er:p"w@[2001:db8::1]:1080\n')
    expect(convertProxies(proxies, { format: 'socks5' })).toBe(
      'socks5://user1:Pass2026@203.0.113.7:8080\nsocks5://us%2Cer:p%22w@[2001:db8::1]:1080\n',
    )
  })

  it('writes CSV and JSON with the export columns, leaving what a line cannot tell empty', () => {
    expect(convertProxies(proxies, { format: 'csv' })).toBe(
      'host,http_port,socks_port,username,password,country,type,expires_at,tag,comment\n' +
        '203.0.113.7,8080,8080,user1,Pass2026,,,,,\n' +
        '2001:db8::1,1080,1080,"us,er","p""w",,,,,\n',
    )
    const json = JSON.parse(convertProxies(proxies, { format: 'json' }))
    expect(json[0]).toEqual({
      host: '203.0.113.7',
      httpPort: 8080,
      socksPort: 8080,
      username: 'user1',
      password: 'Pass2026',
      countryCode: '',
      type: '',
      expiresAt: null,
      tag: '',
      comment: '',
    })
    expect(convertProxies([], { format: 'json' })).toBe('[]\n')
  })

  it('fills a custom template, unknown fields empty', () => {
    const template = '{user}|{pass}|{ip}|{port}|{expiry}'
    expect(isValidTemplate(template)).toBe(true)
    expect(convertProxies(proxies.slice(0, 1), { format: 'custom', template })).toBe('user1|Pass2026|203.0.113.7|8080|\n')
  })
})
