import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { setLocale } from '../../paraglide/runtime'
import { languageItem } from '../../utils/language'
import { activeItem, connectionItem, proxyCacheItem, settingsItem } from '../../utils/state'
import {
  buttonNamed,
  CONNECTION,
  enter,
  fakePortal,
  fieldNamed,
  fieldValue,
  NOW,
  openPopup,
  optionsOf,
  press,
  proxyView,
  settle,
} from './test-portal'

async function openSettings() {
  await connectionItem.setValue(CONNECTION)
  await proxyCacheItem.setValue({ proxies: [proxyView()], fetchedAt: NOW, failedAt: null, failure: null })
  const popup = await openPopup()
  press(buttonNamed(popup.root, 'Settings'))
  return popup
}

describe('the settings panel', () => {
  beforeEach(() => {
    fakeBrowser.reset()
    setLocale('en', { reload: false })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('starts from the defaults: loopback listed and the note that removing it proxies local addresses', async () => {
    const { root, close } = await openSettings()
    expect(root.querySelector('h2')?.textContent).toBe('Settings')
    expect(fieldValue(fieldNamed(root, 'Copy format'))).toBe('colon')
    expect(optionsOf(fieldNamed(root, 'Copy format'))).toEqual([
      'ip:port:user:pass',
      'user:pass@ip:port',
      'http://user:pass@ip:port',
      'socks5://user:pass@ip:port',
      'CSV',
      'JSON',
      'Custom template',
    ])
    expect((fieldNamed(root, 'Kill switch') as HTMLInputElement).checked).toBe(true)
    const bypass = fieldNamed(root, 'Go direct for (one entry per line)')
    expect(fieldValue(bypass)).toBe('localhost\n127.0.0.1\n::1')
    expect(root.querySelector(`#${bypass.getAttribute('aria-describedby')}`)?.textContent).toContain(
      'removing them sends local addresses through the proxy too',
    )
    close()
  })

  it('saves each choice to storage as it is made', async () => {
    const { root, close } = await openSettings()
    const format = fieldNamed(root, 'Copy format')
    enter(format, 'socks5')
    await vi.waitFor(async () => expect((await settingsItem.getValue()).copyFormat).toBe('socks5'))
    expect(root.querySelector('.toast')?.textContent).toBe('Settings saved')

    const kill = fieldNamed(root, 'Kill switch')
    press(kill)
    await vi.waitFor(async () => expect((await settingsItem.getValue()).killSwitch).toBe(false))

    const bypass = fieldNamed(root, 'Go direct for (one entry per line)')
    enter(bypass, 'localhost\n\n  *.bank.example \nintranet.local\nlocalhost\n')
    press(buttonNamed(root, 'Save the list'))
    await vi.waitFor(async () => expect((await settingsItem.getValue()).bypass).toEqual(['localhost', '*.bank.example', 'intranet.local']))
    expect(fieldValue(bypass)).toBe('localhost\n*.bank.example\nintranet.local')
    expect(await settingsItem.getValue()).toEqual({
      killSwitch: false,
      copyFormat: 'socks5',
      copyTemplate: '{ip}:{port}:{user}:{pass}',
      bypass: ['localhost', '*.bank.example', 'intranet.local'],
    })
    close()
  })

  it('keeps a custom template only when it is valid', async () => {
    const { root, close } = await openSettings()
    const format = fieldNamed(root, 'Copy format')
    enter(format, 'custom')
    const template = fieldNamed(root, 'Template')
    await vi.waitFor(async () => expect((await settingsItem.getValue()).copyFormat).toBe('custom'))

    enter(template, '{ip}:{port}:{password}')
    await settle()
    expect(template.getAttribute('aria-invalid')).not.toBeNull()
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('The export format is not valid')
    expect((await settingsItem.getValue()).copyTemplate).toBe('{ip}:{port}:{user}:{pass}')

    enter(template, '{user}:{pass}@{host}:{http_port}')
    await vi.waitFor(async () => expect((await settingsItem.getValue()).copyTemplate).toBe('{user}:{pass}@{host}:{http_port}'))
    expect(template.getAttribute('aria-invalid')).toBeNull()
    close()
  })

  it('switches the language and stays in the settings', async () => {
    const { root, close } = await openSettings()
    press(buttonNamed(root, 'Tiếng Việt'))
    await vi.waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Cài đặt'))
    expect(await languageItem.getValue()).toBe('vi')
    close()
  })

  it('disconnects: revokes the token, forgets it and goes direct', async () => {
    const portal = fakePortal({ 'DELETE user/extension-token/self': () => ({ body: { revoked: true } }) })
    await activeItem.setValue({
      id: 'p1',
      host: '203.0.113.10',
      port: 8080,
      username: 'alice',
      password: 'x',
      countryCode: 'US',
      since: NOW,
    })
    const { root, close } = await openSettings()
    expect(root.textContent).toContain('Connected to https://portal.example')
    press(buttonNamed(root, 'Disconnect'))
    expect(root.querySelector('.confirm p')?.textContent).toBe(
      'Disconnect this browser? Connecting again takes a new code from the Account page.',
    )
    expect(portal.calls).toEqual([])
    press(buttonNamed(root, 'Disconnect now'))
    await vi.waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Connect this browser to your portal'))
    expect(portal.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE user/extension-token/self'])
    expect(await connectionItem.getValue()).toBeNull()
    expect(await activeItem.getValue()).toBeNull()
    expect(await proxyCacheItem.getValue()).toBeNull()
    expect(root.querySelector('.toast')?.textContent).toBe('Disconnected')
    expect(root.querySelector<HTMLAnchorElement>('a[href="https://portal.example/account"]')?.textContent).toBe(
      'Get a connection code on the portal’s Account page',
    )
    close()
  })
})
