import { storage } from 'wxt/utils/storage'
import { baseLocale, isLocale, type Locale } from '../paraglide/runtime'

/** The extension's language, kept in extension-local storage (never synced); Vietnamese by default. */
export const languageItem = storage.defineItem<Locale>('local:language', { fallback: baseLocale })

export async function loadLanguage(): Promise<Locale> {
  const stored = await languageItem.getValue()
  return isLocale(stored) ? stored : baseLocale
}
