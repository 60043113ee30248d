import { describe, expect, it } from 'vitest'
import { effectiveBypass } from './bypass-rules'
import { chromeProxyConfig, pacScript } from './proxy-config'
import { activeProxy, PORTAL, settings } from './testing/proxy-fixtures'

/** Runs a PAC script the way Chrome does: define it, then call FindProxyForURL(url, host). */
function findProxy(script: string): (url: string) => string {
  const find = new Function(`${script}\nreturn FindProxyForURL`)() as (url: string, host: string) => string
  return (url) => find(url, new URL(url).hostname.replace(/^\[|\]$/g, ''))
}

const pacOf = (config: ReturnType<typeof chromeProxyConfig>) => {
  if (config.mode !== 'pac_script') throw new Error(`expected a PAC script, got ${config.mode}`)
  return config.pacScript.data
}

describe('the Chrome proxy setting', () => {
  it('is direct (not the system setting) when no proxy is active', () => {
    expect(chromeProxyConfig(null, settings(), PORTAL.url)).toEqual({ mode: 'direct' })
  })

  it('with the kill switch on is the fixed HTTP proxy, the portal and loopback bypassed', () => {
    expect(chromeProxyConfig(activeProxy(), settings(), PORTAL.url)).toEqual({
      mode: 'fixed_servers',
      rules: {
        singleProxy: { scheme: 'http', host: '203.0.113.7', port: 8080 },
        bypassList: ['portal.example', 'localhost', '127.0.0.1', '[::1]'],
      },
    })
  })

  it('always bypasses the portal, even with an empty list (loopback then proxied: <-loopback>)', () => {
    const config = chromeProxyConfig(activeProxy(), settings({ bypass: [] }), 'http://127.0.0.1:8787')
    expect(config).toMatchObject({ rules: { bypassList: ['127.0.0.1', '<-loopback>'] } })
  })

  it('adds <-loopback> once any loopback entry is removed, keeping the others direct', () => {
    const config = chromeProxyConfig(activeProxy(), settings({ bypass: ['localhost', '*.corp.example', '10.0.0.0/8'] }), PORTAL.url)
    expect(config).toMatchObject({ rules: { bypassList: ['portal.example', 'localhost', '*.corp.example', '10.0.0.0/8', '<-loopback>'] } })
  })

  it('writes what Chrome reads: IPv6 in brackets, leading dots as wildcards, IDN as punycode; drops what it cannot read', () => {
    const bypass = [
      ...['localhost', '127.0.0.1', '::1'],
      '2001:db8::5',
      '.example.org',
      'bücher.de',
      'example.net:8443',
      'fd00::/8',
      'bad/99',
      '<local>',
    ]
    expect(chromeProxyConfig(activeProxy(), settings({ bypass }), PORTAL.url)).toMatchObject({
      rules: {
        bypassList: [
          'portal.example',
          ...['localhost', '127.0.0.1', '[::1]'],
          '[2001:db8::5]',
          '*.example.org',
          'xn--bcher-kva.de',
          'example.net:8443',
          'fd00::/8',
          '<local>',
        ],
      },
    })
  })

  it('takes an IPv6 proxy host without brackets (Chrome adds them), and an IPv6 portal host in brackets', () => {
    const config = chromeProxyConfig(activeProxy({ host: '[2001:db8::7]' }), settings(), 'http://[::1]:8787')
    expect(config).toMatchObject({
      rules: { singleProxy: { host: '2001:db8::7', port: 8080 }, bypassList: ['[::1]', 'localhost', '127.0.0.1', '[::1]'] },
    })
  })

  it('with the kill switch off is a mandatory PAC script that falls back to direct', () => {
    const config = chromeProxyConfig(activeProxy(), settings({ killSwitch: false }), PORTAL.url)
    expect(config).toMatchObject({ mode: 'pac_script', pacScript: { mandatory: true } })
    expect(findProxy(pacOf(config))('https://example.com/')).toBe('PROXY 203.0.113.7:8080; DIRECT')
    expect(pacOf(config)).toMatch(/^[\x20-\x7e\t\n]*$/) // Chrome takes ASCII only
  })

  it('stays fixed when loopback was removed, since Chrome never lets a PAC script proxy loopback', () => {
    const config = chromeProxyConfig(activeProxy(), settings({ killSwitch: false, bypass: [] }), PORTAL.url)
    expect(config).toMatchObject({ mode: 'fixed_servers', rules: { bypassList: ['portal.example', '<-loopback>'] } })
  })
})

describe('the PAC script', () => {
  const PROXY = 'PROXY 203.0.113.7:8080; DIRECT'
  const bypass = ['localhost', '127.0.0.1', '::1', 'example.com', '*.corp.example', '.example.org', '10.0.0.0/8', 'fd00::/8', '<local>']
  const find = findProxy(
    pacOf(
      chromeProxyConfig(
        activeProxy(),
        settings({ killSwitch: false, bypass: [...bypass, 'example.net:8443', 'https://secure.example'] }),
        PORTAL.url,
      ),
    ),
  )

  it.each([
    ['https://portal.example/api/bought-proxy/list', 'the portal'],
    ['http://example.com/page', 'an exact host'],
    ['https://EXAMPLE.com/', 'any case'],
    ['https://a.b.corp.example/', 'a wildcard subdomain'],
    ['https://www.example.org/', 'a leading-dot suffix'],
    ['http://10.1.2.3:8000/', 'an address in a CIDR block'],
    ['http://[fd00::1234]/', 'an IPv6 address in a block'],
    ['http://intranet/', 'a simple host name (<local>)'],
    ['https://example.net:8443/', 'the listed port'],
    ['https://secure.example/', 'the listed scheme'],
    ['http://localhost:3000/', 'localhost'],
    ['http://127.0.0.5/', 'loopback addresses'],
    ['http://[::1]:8080/', 'IPv6 loopback'],
    ['http://app.localhost/', 'localhost subdomains'],
    ['http://169.254.1.1/', 'link-local'],
  ])('sends %s direct (%s)', (url) => {
    expect(find(url)).toBe('DIRECT')
  })

  it.each([
    ['https://www.example.com/', 'a subdomain of an exact host'],
    ['https://corp.example/', 'the apex of a wildcard'],
    ['https://notexample.com/', 'a look-alike'],
    ['http://11.1.2.3/', 'an address outside the block'],
    ['http://10.example.net/', 'a name that starts like a block'],
    ['http://[2001:db8::1]/', 'an IPv6 address outside the block'],
    ['https://example.net/', 'another port of a port-bound host'],
    ['http://secure.example/', 'another scheme of a scheme-bound host'],
    ['https://portal.example.evil.test/', 'a host that only starts like the portal'],
  ])('sends %s through the proxy (%s)', (url) => {
    expect(find(url)).toBe(PROXY)
  })

  it('proxies loopback when the list no longer holds it (Firefox honours that; Chrome gets fixed_servers)', () => {
    const findWithout = findProxy(pacScript(activeProxy(), effectiveBypass(['localhost'], PORTAL.url).rules))
    expect(findWithout('http://localhost/')).toBe('DIRECT')
    expect(findWithout('http://127.0.0.1/')).toBe(PROXY)
    expect(findWithout('http://[::1]/')).toBe(PROXY)
  })

  it('names an IPv6 proxy in brackets', () => {
    const findV6 = findProxy(pacScript(activeProxy({ host: '2001:db8::7' }), []))
    expect(findV6('https://example.com/')).toBe('PROXY [2001:db8::7]:8080; DIRECT')
  })
})
