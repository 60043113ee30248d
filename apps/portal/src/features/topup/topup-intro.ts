import type { TopupMethod } from '@proxy-portal/worker/contract/ledger'
import { m } from '../../paraglide/messages'
import type { Locale } from '../../paraglide/runtime'
import { methodText } from './labels'

/**
 * The top-up page's promise names only the methods this deployment has on (issue 15), as a list after
 * a colon (so 'PayPal' and 'Bank transfer' keep their capitals), in the page's language; with none on it
 * promises none (the methods panel says there is none).
 */
export function topupIntro(available: TopupMethod[], locale: Locale): string {
  if (available.length === 0) return m.page_topup_intro_none({}, { locale })
  const names = available.map((method) => methodText(method, locale))
  return m.page_topup_intro({ methods: new Intl.ListFormat(locale, { type: 'unit' }).format(names) }, { locale })
}
