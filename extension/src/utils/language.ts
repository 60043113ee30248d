import type { Locale } from '../paraglide/runtime'
import { languageItem } from './state'

export { languageItem }

/** The extension's language, kept in extension-local storage (never synced); Vietnamese by default. */
export const loadLanguage = (): Promise<Locale> => languageItem.getValue()
