import { m } from '../../paraglide/messages'
import { getLocale, type Locale, locales } from '../../paraglide/runtime'
import { button, el } from './dom'

const languageName: Record<Locale, () => string> = { vi: m.language_vi, en: m.language_en }

/** The two languages as pressed/unpressed buttons, each named in its own language. */
export function languageSwitch(onLanguage: (locale: Locale) => void): HTMLElement {
  return el(
    'div',
    { class: 'languages', role: 'group', 'aria-label': m.language_switch() },
    ...locales.map((locale) =>
      button({ lang: locale, 'aria-pressed': String(locale === getLocale()), onclick: () => onLanguage(locale) }, languageName[locale]()),
    ),
  )
}
