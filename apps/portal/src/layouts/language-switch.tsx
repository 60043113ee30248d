import { Check, ChevronDown } from 'lucide-react'
import { Flag } from '../components/ui/flag'
import { useHydrated } from '../components/ui/form'
import { sessionCalls } from '../features/session/session-calls'
import { useSessionUser } from '../features/session/session-query'
import { useApiMutation } from '../lib/api-mutation'
import { switchLocale } from '../lib/locale'
import { m } from '../paraglide/messages'
import { getLocale, type Locale, locales } from '../paraglide/runtime'

const languageName: Record<Locale, () => string> = { vi: m.language_vi, en: m.language_en }

/** The language menu; its choices stay off until React runs the page (a click before would do nothing). */
export function LanguageSwitch() {
  const hydrated = useHydrated()
  const current = getLocale()
  const user = useSessionUser()
  const { run } = useApiMutation({ handles: true })
  const choose = async (locale: Locale) => {
    // Mails follow the language too; a failure here must not block the switch.
    if (user) await run((keyed) => sessionCalls.setLocale(locale, keyed))
    switchLocale(locale)
  }
  // Named by its content (a hidden 'change language' and the visible code), so the name holds what is seen.
  return (
    <div className="dropdown dropdown-end">
      <button type="button" tabIndex={0} className="btn btn-ghost btn-sm gap-2 px-2 sm:px-3">
        <span className="sr-only">{m.language_switch()}</span>
        <Flag locale={current} />
        <span className="hidden sm:inline">{current.toUpperCase()}</span>
        <ChevronDown className="hidden size-4 sm:block" aria-hidden="true" />
      </button>
      <ul tabIndex={0} className="dropdown-content menu bg-base-100 rounded-box z-50 mt-2 w-44 p-2 shadow">
        {locales.map((locale) => (
          <li key={locale}>
            <button type="button" lang={locale} disabled={!hydrated} onClick={() => void choose(locale)} data-locale={locale}>
              <Flag locale={locale} />
              {languageName[locale]()}
              {locale === current && <Check className="ml-auto size-4" aria-hidden="true" />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
