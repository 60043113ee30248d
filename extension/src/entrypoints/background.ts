import { browser } from 'wxt/browser'
import { defineBackground } from 'wxt/utils/define-background'
import { m } from '../paraglide/messages'
import { setLocale } from '../paraglide/runtime'
import { languageItem, loadLanguage } from '../utils/language'
import { startBackground } from '../utils/start-background'

/** Keeps the toolbar button's title in the chosen language. */
async function applyLanguage() {
  setLocale(await loadLanguage(), { reload: false })
  await browser.action.setTitle({ title: m.product_name() })
}

export default defineBackground(() => {
  // First, synchronously: the proxy listeners must exist before the event that woke the worker is delivered.
  // (BROWSER, not FIREFOX: Vitest hands import.meta.env flags over as strings, and 'false' is truthy.)
  void startBackground(import.meta.env.BROWSER === 'firefox' ? 'firefox' : 'chrome')
  void applyLanguage()
  languageItem.watch(() => void applyLanguage())
})
