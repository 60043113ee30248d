import { m } from '../../paraglide/messages'
import { getLocale, type Locale, locales } from '../../paraglide/runtime'

const languageName: Record<Locale, () => string> = { vi: m.language_vi, en: m.language_en }

/** The two languages as pressed/unpressed buttons, each named in its own language. */
export function LanguageSwitch({ onLanguage }: { onLanguage: (locale: Locale) => void }) {
  return (
    <div className="languages" role="group" aria-label={m.language_switch()}>
      {locales.map((locale) => (
        <button key={locale} type="button" lang={locale} aria-pressed={locale === getLocale()} onClick={() => onLanguage(locale)}>
          {languageName[locale]()}
        </button>
      ))}
    </div>
  )
}
