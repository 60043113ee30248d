import { m } from '../../paraglide/messages'
import { getLocale, type Locale, locales } from '../../paraglide/runtime'

const languageName: Record<Locale, () => string> = { vi: m.language_vi, en: m.language_en }

/** Draws the popup in the current language; `onLanguage` is called when the reader picks another. */
export function renderPopup(root: HTMLElement, onLanguage: (locale: Locale) => void): void {
  document.documentElement.lang = getLocale()
  document.title = m.product_name()
  const heading = document.createElement('h1')
  heading.textContent = m.product_name()
  const tagline = document.createElement('p')
  tagline.textContent = m.extension_tagline()
  const languages = document.createElement('div')
  languages.className = 'languages'
  languages.setAttribute('role', 'group')
  languages.setAttribute('aria-label', m.language_switch())
  for (const locale of locales) {
    const button = document.createElement('button')
    button.type = 'button'
    button.lang = locale
    button.textContent = languageName[locale]()
    button.setAttribute('aria-pressed', String(locale === getLocale()))
    button.addEventListener('click', () => onLanguage(locale))
    languages.append(button)
  }
  root.replaceChildren(heading, tagline, languages)
}
