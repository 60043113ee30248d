import { beforeEach, describe, expect, it } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { readFirefoxPlan } from './apply-proxy'
import { FAILOVER_SECONDS, firefoxPlan, firefoxProxyInfo, registerFirefoxProxy } from './firefox-proxy'
import { chromeProxyConfig } from './proxy-config'
import { activeItem, connectionItem, settingsItem } from './state'
import { installFakeNetwork } from './testing/fake-network'
import { activeProxy, PORTAL, settings } from './testing/proxy-fixtures'

const PROXY = { type: 'http', host: '203.0.113.7', port: 8080, failoverTimeout: FAILOVER_SECONDS }

describe("Firefox's per-request answer", () => {
  it('is direct when no proxy is active', () => {
    expect(firefoxProxyInfo(firefoxPlan(null, settings(), PORTAL.url), 'https://example.com/')).toEqual({ type: 'direct' })
  })

  it('with the kill switch on is the proxy alone, so a dead proxy fails the page instead of going direct', () => {
    expect(firefoxProxyInfo(firefoxPlan(activeProxy(), settings(), PORTAL.url), 'https://example.com/')).toEqual(PROXY)
  })

  it('with the kill switch off lets Firefox go direct after the proxy', () => {
    const plan = firefoxPlan(activeProxy(), settings({ killSwitch: false }), PORTAL.url)
    expect(firefoxProxyInfo(plan, 'https://example.com/')).toEqual([PROXY, { type: 'direct' }])
  })

  it('sends the portal, loopback and the bypass list direct, as Chrome does', () => {
    const plan = firefoxPlan(
      activeProxy({ host: '[2001:db8::7]' }),
      settings({ bypass: ['localhost', '127.0.0.1', '::1', '*.lan'] }),
      PORTAL.url,
    )
    expect(firefoxProxyInfo(plan, 'https://portal.example/api/user/my-ip')).toEqual({ type: 'direct' })
    expect(firefoxProxyInfo(plan, 'http://[::1]:3000/')).toEqual({ type: 'direct' })
    expect(firefoxProxyInfo(plan, 'http://printer.lan/')).toEqual({ type: 'direct' })
    expect(firefoxProxyInfo(plan, 'http://example.com/')).toEqual({ ...PROXY, host: '2001:db8::7' })
  })

  it('agrees with the Chrome PAC script on every host', () => {
    const chosen = settings({
      killSwitch: false,
      bypass: ['localhost', '127.0.0.1', '::1', 'example.com', '*.corp.example', '192.168.0.0/16', '<local>'],
    })
    const pac = chromeProxyConfig(activeProxy(), chosen, PORTAL.url)
    if (pac.mode !== 'pac_script') throw new Error('expected a PAC script')
    const find = new Function(`${pac.pacScript.data}\nreturn FindProxyForURL`)() as (url: string, host: string) => string
    const plan = firefoxPlan(activeProxy(), chosen, PORTAL.url)
    const urls = [
      'https://example.com/',
      'https://www.example.com/',
      'https://x.corp.example/',
      'http://192.168.1.9/',
      'http://nas/',
      'https://portal.example/',
    ]
    for (const url of urls) {
      const direct = (firefoxProxyInfo(plan, url) as { type: string }).type === 'direct'
      expect(find(url, new URL(url).hostname) === 'DIRECT', url).toBe(direct)
    }
  })
})

describe('the Firefox proxy listener', () => {
  beforeEach(() => fakeBrowser.reset())

  it('answers from storage, and reads it again once told the choice changed', async () => {
    const network = installFakeNetwork()
    const { invalidate } = registerFirefoxProxy(readFirefoxPlan)
    const [registration] = network.onRequest.registrations
    expect(registration?.filter).toEqual({ urls: ['<all_urls>'] })
    const ask = async (url: string) => (await network.onRequest.fire({ url }))[0]

    await connectionItem.setValue(PORTAL)
    await activeItem.setValue(activeProxy())
    expect(await ask('https://example.com/')).toEqual(PROXY)

    await settingsItem.setValue(settings({ killSwitch: false }))
    expect(await ask('https://example.com/')).toEqual(PROXY) // kept until told
    invalidate()
    expect(await ask('https://example.com/')).toEqual([PROXY, { type: 'direct' }])

    await connectionItem.setValue(null)
    invalidate()
    expect(await ask('https://example.com/')).toEqual({ type: 'direct' })
  })
})
