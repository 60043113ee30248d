import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { setLocale } from '../../paraglide/runtime'
import { connectionItem, proxyCacheItem } from '../../utils/state'
import { connectWithApiKey, connectWithCode } from './connect'
import { CODE, CONNECTION, fakePortal, listOf, NOW, openPopup, PORTAL, proxyView, settle, TOKEN } from './test-portal'

const refusal = 'This is not a connection code. Copy the whole code from the portal’s Account page: it starts with ppx1.'

describe('connecting the extension', () => {
  beforeEach(() => {
    fakeBrowser.reset()
    setLocale('en', { reload: false })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('refuses junk before sending anything anywhere', async () => {
    const portal = fakePortal({})
    for (const junk of [
      '',
      'hello',
      `ppx1.${btoa('{"url":"ftp://x","token":"pe_aaaaaaaaaaaaaaaaaaaaaaaa"}')}`,
      `ppx1.${btoa('{"url":"https://x"}')}`,
    ]) {
      expect(await connectWithCode(junk, NOW)).toEqual({ ok: false, message: refusal, portal: null })
    }
    expect(portal.calls).toEqual([])
    expect(await connectionItem.getValue()).toBeNull()
  })

  it('says so in the popup when the pasted text is not a code', async () => {
    fakePortal({})
    const { root, close } = await openPopup()
    const field = root.querySelector('textarea') as HTMLTextAreaElement
    expect(root.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Connection code')
    field.value = 'my password is hunter2'
    root.querySelector('form')?.requestSubmit()
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toBe(refusal))
    close()
  })

  it('tells a revoked code apart and links to the portal’s Account page for a new one', async () => {
    fakePortal({ 'GET bought-proxy/list': () => ({ status: 401, body: { message: 'INVALID_TOKEN' } }) })
    const result = await connectWithCode(` ${CODE}\n`, NOW)
    expect(result).toEqual({
      ok: false,
      message: 'The portal refused this code or key: it was revoked or is wrong. Create a new one on the Account page.',
      portal: PORTAL,
    })
    expect(await connectionItem.getValue()).toBeNull()
  })

  it('says the portal could not be reached', async () => {
    fakePortal({})
    const result = await connectWithCode(CODE, NOW)
    expect(result.ok || result.message).toBe('Could not reach the portal. Check the address and your connection.')
  })

  it('stores a connection the portal accepts, with the list it answered, and shows the list', async () => {
    const portal = fakePortal({ 'GET bought-proxy/list': listOf([proxyView()]) })
    const { root, close } = await openPopup()
    ;(root.querySelector('textarea') as HTMLTextAreaElement).value = CODE
    root.querySelector('form')?.requestSubmit()
    await vi.waitFor(() => expect(root.querySelector('.proxies')).not.toBeNull())
    expect(await connectionItem.getValue()).toEqual(CONNECTION)
    expect(await proxyCacheItem.getValue()).toEqual({ proxies: [proxyView()], fetchedAt: NOW, failedAt: null, failure: null })
    expect(portal.calls[0]?.authorization).toBe(`Bearer ${TOKEN}`)
    expect(root.querySelector('.proxies .host')?.textContent).toBe('203.0.113.10:8080')
    close()
  })

  it('connects with the portal’s address and an API key too', async () => {
    fakePortal({ 'GET bought-proxy/list': listOf([]) })
    expect(await connectWithApiKey('https://portal.example', 'not-a-key', NOW)).toMatchObject({ ok: false, portal: PORTAL })
    expect(await connectWithApiKey('javascript:alert(1)', `pk_${'b'.repeat(43)}`, NOW)).toMatchObject({ ok: false, portal: null })
    expect(await connectWithApiKey('portal.example/account', ` pk_${'b'.repeat(43)} `, NOW)).toEqual({ ok: true })
    expect(await connectionItem.getValue()).toEqual({ url: PORTAL, token: `pk_${'b'.repeat(43)}` })
    await settle()
  })
})
