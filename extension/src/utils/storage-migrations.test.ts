import { beforeEach, describe, expect, it } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import {
  activeItem,
  connectionItem,
  languageItem,
  lastPortalItem,
  problemItem,
  proxyCacheItem,
  STORAGE_VERSION,
  settingsItem,
} from './state'
import type { StoredItem } from './stored-item'
import { activeProxy, boughtProxy, PORTAL, settings } from './testing/proxy-fixtures'

/**
 * Each stored item from every earlier version to the current one, through WXT's own migration code on
 * the fake browser's storage: version 1 is what builds before versioning wrote (no version kept).
 */

/** Writes a value as an earlier build left it (no version metadata: version 1), then migrates the item. */
async function fromVersion1<T>(item: StoredItem<T>, stored: unknown): Promise<{ value: T; raw: unknown; version: unknown }> {
  const key = item.key.replace(/^local:/, '')
  await fakeBrowser.storage.local.remove(`${key}$`)
  await fakeBrowser.storage.local.set({ [key]: stored })
  await item.migrate()
  const raw = await fakeBrowser.storage.local.get([key, `${key}$`])
  return { value: await item.getValue(), raw: raw[key], version: (raw[`${key}$`] as { v?: number } | undefined)?.v }
}

describe('stored state from version 1 (unversioned) to version 2', () => {
  beforeEach(() => fakeBrowser.reset())

  it('keeps a connection, read back to its origin, and drops one no code could carry', async () => {
    expect(await fromVersion1(connectionItem, PORTAL)).toEqual({ value: PORTAL, raw: PORTAL, version: STORAGE_VERSION })
    const withPath = { url: 'https://portal.example/account/', token: PORTAL.token }
    expect((await fromVersion1(connectionItem, withPath)).value).toEqual(PORTAL)
    for (const broken of [{ url: 'ftp://portal.example', token: PORTAL.token }, { url: PORTAL.url, token: 'hunter2' }, 'text', 7]) {
      expect(await fromVersion1(connectionItem, broken)).toEqual({ value: null, raw: undefined, version: STORAGE_VERSION })
    }
  })

  it('keeps the last list, puts a code outside the catalogue down as UNKNOW_ERROR, and drops a list the contract no longer reads', async () => {
    const cache = { proxies: [boughtProxy()], fetchedAt: 1_000, failedAt: 2_000, failure: 'NETWORK' }
    expect(await fromVersion1(proxyCacheItem, cache)).toEqual({ value: cache, raw: cache, version: STORAGE_VERSION })
    const unchecked = { ...cache, failure: 'SOMETHING_THE_PORTAL_NEVER_SAID' }
    expect((await fromVersion1(proxyCacheItem, unchecked)).value).toEqual({ ...cache, failure: 'UNKNOW_ERROR' })
    const refused = { ...cache, failure: 'INVALID_TOKEN' }
    expect((await fromVersion1(proxyCacheItem, refused)).value).toEqual(refused)
    const oldShape = { ...cache, proxies: [{ ...boughtProxy(), health: 'alive' }] }
    expect(await fromVersion1(proxyCacheItem, oldShape)).toEqual({ value: null, raw: undefined, version: STORAGE_VERSION })
  })

  it('keeps the proxy in use, and drops one that could not be applied (direct)', async () => {
    expect((await fromVersion1(activeItem, activeProxy())).value).toEqual(activeProxy())
    expect((await fromVersion1(activeItem, { ...activeProxy(), port: 0 })).value).toBeNull()
    expect((await fromVersion1(activeItem, { ...activeProxy(), host: '' })).value).toBeNull()
  })

  it('keeps each setting that fits and gives the default to each one that does not', async () => {
    const chosen = settings({ killSwitch: false, copyFormat: 'custom', copyTemplate: '{user}@{host}', bypass: ['*.bank.example'] })
    expect(await fromVersion1(settingsItem, chosen)).toEqual({ value: chosen, raw: chosen, version: STORAGE_VERSION })
    const damaged = { killSwitch: 'no', copyFormat: 'xml', copyTemplate: '{password}', bypass: ['intranet.local', '', 3] }
    expect((await fromVersion1(settingsItem, damaged)).value).toEqual(settings({ bypass: ['intranet.local'] }))
    expect((await fromVersion1(settingsItem, { killSwitch: false })).value).toEqual(settings({ killSwitch: false }))
  })

  it('keeps a problem with the active proxy, and drops one of another shape', async () => {
    const problem = { kind: 'auth_failed', proxyId: 'p1', at: 5, detail: 'net::ERR_PROXY_AUTH_UNSUPPORTED' }
    expect((await fromVersion1(problemItem, problem)).value).toEqual(problem)
    expect((await fromVersion1(problemItem, { ...problem, kind: 'slow' })).value).toBeNull()
  })

  it('keeps the language, and reads anything else as Vietnamese', async () => {
    expect(await fromVersion1(languageItem, 'en')).toEqual({ value: 'en', raw: 'en', version: STORAGE_VERSION })
    expect((await fromVersion1(languageItem, 'fr')).value).toBe('vi')
  })

  it('keeps the last portal as its origin, and drops what is not an http(s) address', async () => {
    expect((await fromVersion1(lastPortalItem, 'https://portal.example')).value).toBe('https://portal.example')
    expect((await fromVersion1(lastPortalItem, 'https://portal.example/account')).value).toBe('https://portal.example')
    expect((await fromVersion1(lastPortalItem, 'javascript:alert(1)')).value).toBeNull()
  })
})

describe('stored state at version 2', () => {
  beforeEach(() => fakeBrowser.reset())

  it('writes its version with the first value, and a migration leaves it as it is', async () => {
    // As on a fresh install: the item is defined (and migrated) while storage holds nothing.
    await settingsItem.migrate()
    await settingsItem.setValue(settings({ killSwitch: false }))
    expect(await fakeBrowser.storage.local.get('settings$')).toEqual({ settings$: { v: STORAGE_VERSION } })
    await settingsItem.migrate()
    expect(await settingsItem.getValue()).toEqual(settings({ killSwitch: false }))
  })

  it('reads a damaged value as the default, and refuses to write one it could not read back', async () => {
    await fakeBrowser.storage.local.set({ active: { id: 'p1' }, active$: { v: STORAGE_VERSION } })
    expect(await activeItem.getValue()).toBeNull()
    await expect(activeItem.setValue({ ...activeProxy(), port: 70_000 })).rejects.toThrow(/local:active/)
    expect(await fakeBrowser.storage.local.get('active')).toEqual({ active: { id: 'p1' } })
  })

  it('refuses to migrate a version newer than this build knows (a downgrade)', async () => {
    await fakeBrowser.storage.local.set({ language: 'en', language$: { v: STORAGE_VERSION + 1 } })
    await expect(languageItem.migrate()).rejects.toThrow(/downgrade/)
  })
})
