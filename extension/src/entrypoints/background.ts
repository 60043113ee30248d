import { browser } from 'wxt/browser'
import { defineBackground } from 'wxt/utils/define-background'
import { m } from '../paraglide/messages'
import { setLocale } from '../paraglide/runtime'
import { languageItem, loadLanguage } from '../utils/language'

/** Keeps the toolbar button's title in the chosen language. */
async function applyLanguage() {
  setLocale(await loadLanguage(), { reload: false })
  await browser.action.setTitle({ title: m.product_name() })
}

export default defineBackground(() => {
  void applyLanguage()
  languageItem.watch(() => void applyLanguage())
})
