import { beforeEach, describe, expect, it } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { languageItem, loadLanguage } from './language'

describe('the extension language', () => {
  beforeEach(() => fakeBrowser.reset())

  it('is Vietnamese until the reader picks another', async () => {
    expect(await loadLanguage()).toBe('vi')
  })

  it('is kept in extension-local storage, never synced', async () => {
    await languageItem.setValue('en')
    expect(await loadLanguage()).toBe('en')
    expect(await fakeBrowser.storage.local.get('language')).toEqual({ language: 'en' })
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({})
  })

  it('falls back to Vietnamese when storage holds something else', async () => {
    await fakeBrowser.storage.local.set({ language: 'fr' })
    expect(await loadLanguage()).toBe('vi')
  })
})
